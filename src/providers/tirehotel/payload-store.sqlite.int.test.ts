import { describeTireHotelStore } from './store.contract'

describeTireHotelStore('sqlite')
