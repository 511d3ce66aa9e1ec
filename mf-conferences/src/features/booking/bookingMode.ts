import type { ParticipantKind } from '@amb/shared-contracts/schemas';

/** What the participant step is for: a booking (seats bound), a free reservation, the waiting list. */
export type BookingMode = 'booking' | 'reservation' | 'waitlist';

/** The kinds a participant of the mode can have (a reservation page books nothing; a waiting group books). */
export const KINDS_OF_MODE: Record<BookingMode, readonly ParticipantKind[]> = {
  booking: ['booking', 'reservation'],
  reservation: ['reservation'],
  waitlist: ['booking'],
};
