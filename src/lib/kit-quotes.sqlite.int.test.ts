import { describeKitQuotes } from './kit-quotes.contract'

describeKitQuotes('sqlite')
