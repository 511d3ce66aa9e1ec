import type { CurrentUser } from '../entities';
import type { Order } from './cart';

/**
 * POST /api/conference-registration (201): the new account (logged in, its address unconfirmed), what to do now,
 * and the order whose bookings wait for the confirmed address.
 */
export interface ConferenceRegistrationResponse {
  user: CurrentUser;
  message: string;
  order: Order;
}
