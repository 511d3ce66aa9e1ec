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
 * Whether a new order for the date finds no seat at all. Groups on the waiting list do not count: a waiting group
 * is always larger than the seats free now (freed seats are offered to it first, in the same transaction), so the
 * free seats are what a new booker can actually get (issue 21). The cart and the add to the cart share this rule.
 */
export function isFullForNewOrders(capacity: number, seatsTaken: number): boolean {
  return seatsLeft(capacity, seatsTaken) === 0;
}
