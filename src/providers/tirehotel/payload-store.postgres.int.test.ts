import { describeTireHotelStore } from './store.contract'

describeTireHotelStore('postgres')
