import { describeDataLayer } from './data-layer.contract'

describeDataLayer('sqlite')
