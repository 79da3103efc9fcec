import { alertsContract } from './alerts.contract'

alertsContract('postgres')
