/**
 * The checkout as a short sequence of steps, each its own address (`?schritt=…` on the checkout route, so the
 * browser's back button walks the steps), and the rules that decide what the last click does: which groups go
 * on the waiting list, what a reservation costs now (nothing), which words the confirm button and the
 * confirmation's heading use. The cart is server state: every step saves to the api before the next one.
 */

/** The query parameter of the checkout route that names the step. */
export const CHECKOUT_STEP_PARAM = 'schritt';

export const CHECKOUT_STEPS = [
  { key: 'teilnehmer', label: 'Teilnehmende' },
  { key: 'rechnung', label: 'Rechnungsadresse und Bestellangaben' },
  { key: 'unterlagen', label: 'Rechtsgrundlage und Unterlagen' },
  { key: 'pruefen', label: 'Ihre Angaben prüfen' },
] as const;

export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]['key'];

/** The step a `schritt` value names; an unknown or missing one is the first step. */
export function checkoutStepOf(value: string | null | undefined): CheckoutStep {
  return CHECKOUT_STEPS.find((step) => step.key === value)?.key ?? CHECKOUT_STEPS[0].key;
}

/** 1-based number of a step ("Schritt 2 von 4"). */
export const checkoutStepNumber = (step: CheckoutStep): number =>
  CHECKOUT_STEPS.findIndex((entry) => entry.key === step) + 1;

/** The query string of a step's address. */
export const checkoutStepQuery = (step: CheckoutStep): Record<string, string> => ({ [CHECKOUT_STEP_PARAM]: step });

interface SeatedGroup {
  state: 'bookable' | 'full' | 'past' | 'cancelled';
  seatsLeft: number;
  participants: readonly unknown[];
}

/**
 * A group larger than the seats a new booker can get now goes on the date's waiting list as a whole (the
 * engine serves a group only when all of it fits). The cart asks at once when a participant would make it so.
 */
export function goesToWaitlist(item: SeatedGroup): boolean {
  if (item.state === 'past' || item.state === 'cancelled') return false;
  return item.participants.length > 0 && item.participants.length > item.seatsLeft;
}

/** Whether one more participant still gets a seat now (else the cart offers the waiting list or fewer). */
export function oneMoreFits(item: SeatedGroup): boolean {
  return item.participants.length + 1 <= item.seatsLeft;
}

interface PricedParticipant {
  kind: string;
  price: number;
}

/** What the order costs now: bookings only. Reservations are free until booked; a waiting group pays nothing yet. */
export interface CartCosts {
  /** Sum of the booked participants (what the invoice will say). */
  booked: number;
  /** What the reservations would cost once booked (shown apart, never added). */
  reserved: number;
  /** What the waiting groups would cost once served and booked (shown apart, never added). */
  waiting: number;
}

const cents = (amount: number) => Math.round(amount * 100);

export function cartCosts(
  items: ReadonlyArray<SeatedGroup & { participants: readonly PricedParticipant[] }>,
): CartCosts {
  const sums = { booked: 0, reserved: 0, waiting: 0 };
  for (const item of items) {
    const waits = goesToWaitlist(item);
    for (const person of item.participants) {
      const key = waits ? 'waiting' : person.kind === 'reservation' ? 'reserved' : 'booked';
      sums[key] += cents(person.price);
    }
  }
  return { booked: sums.booked / 100, reserved: sums.reserved / 100, waiting: sums.waiting / 100 };
}

/** What the last click does, for its words: book, reserve for free, both, or join the waiting list. */
export type ConfirmKind = 'booking' | 'reservation' | 'mixed' | 'waitlist';

export function confirmKindOf(
  items: ReadonlyArray<SeatedGroup & { participants: readonly PricedParticipant[] }>,
): ConfirmKind {
  let books = false;
  let reserves = false;
  for (const item of items) {
    if (goesToWaitlist(item)) continue;
    for (const person of item.participants) {
      if (person.kind === 'reservation') reserves = true;
      else books = true;
    }
  }
  if (books && reserves) return 'mixed';
  if (books) return 'booking';
  if (reserves) return 'reservation';
  return 'waitlist';
}

/** The checkout page's heading once the cart is known: what the last click will do. */
export const CHECKOUT_HEADINGS: Record<ConfirmKind, string> = {
  booking: 'Buchung abschließen',
  reservation: 'Reservierung abschließen',
  mixed: 'Buchung und Reservierung abschließen',
  waitlist: 'Anmeldung zur Warteliste abschließen',
};

/** The cart's way on to the checkout, by what the cart holds (a reservation is never called a booking). */
export const TO_CHECKOUT_TEXTS: Record<ConfirmKind, string> = {
  booking: 'Weiter zur Buchung',
  reservation: 'Weiter zur Reservierung',
  mixed: 'Weiter zur Buchung und Reservierung',
  waitlist: 'Weiter zur Warteliste',
};

export const CONFIRM_BUTTON_TEXTS: Record<ConfirmKind, string> = {
  booking: 'Verbindlich buchen',
  reservation: 'Kostenlos reservieren',
  mixed: 'Verbindlich buchen und kostenlos reservieren',
  waitlist: 'Auf die Warteliste setzen',
};

/** What the order holds, for the confirmation's heading: a participant's status after the checkout. */
export interface PlacedParticipant {
  status: 'booked' | 'reserved' | 'waiting' | 'expired' | 'cancelled';
  reservedUntil: string | null;
}

/**
 * The confirmation's heading (the page's h1): thanks for a booking; for an order of reservations only, until
 * when the earliest of them holds its seat (`formatUntil` formats the time, German, Europe/Berlin); for a waiting
 * list only, that the group waits.
 */
export function confirmationHeading(
  participants: readonly PlacedParticipant[],
  formatUntil: (iso: string) => string,
): string {
  if (participants.some((person) => person.status === 'booked')) return CONFIRMATION_HEADINGS.booking;
  const until = participants
    .filter((person) => person.status === 'reserved' && person.reservedUntil)
    .map((person) => person.reservedUntil!)
    .sort()[0];
  if (until) return CONFIRMATION_HEADINGS.reservation(formatUntil(until));
  return CONFIRMATION_HEADINGS.waitlist;
}

export const CONFIRMATION_HEADINGS = {
  booking: 'Vielen Dank für Ihre Buchung',
  reservation: (until: string) => `Ihre Reservierung bis ${until}`,
  waitlist: 'Ihre Gruppe steht auf der Warteliste',
} as const;
