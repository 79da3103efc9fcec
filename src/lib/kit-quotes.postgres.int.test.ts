import { describeKitQuotes } from './kit-quotes.contract'

describeKitQuotes('postgres')
