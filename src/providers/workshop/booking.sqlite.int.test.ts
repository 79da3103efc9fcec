import { describeBookings } from './booking.contract'

describeBookings('sqlite')
