/** Seat state of a date (theme dates, booking states): free, few left, fully booked. */
export type SeatState = 'free' | 'few' | 'full';

/** At most this many seats left counts as "few left" (the spec names the states, not the bound). */
export const FEW_SEATS_LEFT = 3;

export const SEAT_STATE_LABELS: Record<SeatState, string> = {
  free: 'Plätze frei',
  few: 'Nur noch wenige Plätze',
  full: 'Ausgebucht',
};

export function seatsLeft(capacity: number, seatsTaken: number): number {
  return Math.max(0, capacity - seatsTaken);
}

export function seatState(capacity: number, seatsTaken: number): SeatState {
  const left = seatsLeft(capacity, seatsTaken);
  if (left === 0) return 'full';
  return left <= FEW_SEATS_LEFT ? 'few' : 'free';
}

/**
 * Whether a new order for the date must wait: no seat left, or groups already wait for one (they are served
 * first). The cart, the wish list and the add to the cart share this one rule.
 */
export function isFullForNewOrders(capacity: number, seatsTaken: number, waitingGroups: number): boolean {
  return seatsLeft(capacity, seatsTaken) === 0 || waitingGroups > 0;
}

/** The seat state a new order sees: full while groups wait, even with seats left. */
export function seatStateForNewOrders(capacity: number, seatsTaken: number, waitingGroups: number): SeatState {
  return isFullForNewOrders(capacity, seatsTaken, waitingGroups) ? 'full' : seatState(capacity, seatsTaken);
}
