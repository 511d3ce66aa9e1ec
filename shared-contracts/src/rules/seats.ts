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
