import { alertsContract } from './alerts.contract'

alertsContract('sqlite')
