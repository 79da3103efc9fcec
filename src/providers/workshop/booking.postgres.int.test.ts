import { describeBookings } from './booking.contract'

describeBookings('postgres')
