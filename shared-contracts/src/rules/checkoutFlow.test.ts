import {
  cartCosts,
  checkoutStepNumber,
  checkoutStepOf,
  confirmKindOf,
  confirmationHeading,
  CHECKOUT_HEADINGS,
  CONFIRM_BUTTON_TEXTS,
  TO_CHECKOUT_TEXTS,
  goesToWaitlist,
  oneMoreFits,
} from './checkoutFlow';

const person = (kind: 'booking' | 'reservation', price = 100) => ({ kind, price });
const item = (seatsLeft: number, participants: ReturnType<typeof person>[], state = 'bookable' as const) => ({
  state,
  seatsLeft,
  participants,
});

describe('checkout steps', () => {
  it.each([
    [undefined, 'teilnehmer', 1],
    ['rechnung', 'rechnung', 2],
    ['unterlagen', 'unterlagen', 3],
    ['pruefen', 'pruefen', 4],
    ['unbekannt', 'teilnehmer', 1],
  ])('schritt=%s is the step %s (number %i)', (value, step, number) => {
    expect(checkoutStepOf(value)).toBe(step);
    expect(checkoutStepNumber(checkoutStepOf(value))).toBe(number);
  });
});

describe('waiting list and seats', () => {
  it.each([
    [item(1, [person('booking'), person('booking')]), true],
    [item(2, [person('booking'), person('booking')]), false],
    [item(0, [person('booking')], 'full' as never), true],
    [item(0, [], 'full' as never), false],
    [item(0, [person('booking')], 'past' as never), false],
  ])('goesToWaitlist(%j) is %s', (group, expected) => {
    expect(goesToWaitlist(group)).toBe(expected);
  });

  it('lets one more in only while a seat is free for it', () => {
    expect(oneMoreFits(item(2, [person('booking')]))).toBe(true);
    expect(oneMoreFits(item(1, [person('booking')]))).toBe(false);
  });
});

describe('costs and the words of the last click', () => {
  it('adds bookings only; reservations and waiting groups are shown apart', () => {
    const items = [
      item(5, [person('booking', 1190), person('reservation', 990)]),
      item(1, [person('booking', 500), person('booking', 400)]),
    ];
    expect(cartCosts(items)).toEqual({ booked: 1190, reserved: 990, waiting: 900 });
  });

  it.each([
    [[item(5, [person('booking')])], 'Verbindlich buchen'],
    [[item(5, [person('reservation')])], 'Kostenlos reservieren'],
    [[item(5, [person('booking'), person('reservation')])], 'Verbindlich buchen und kostenlos reservieren'],
    [[item(0, [person('booking')], 'full' as never)], 'Auf die Warteliste setzen'],
  ])('%j confirms with „%s“', (items, text) => {
    expect(CONFIRM_BUTTON_TEXTS[confirmKindOf(items)]).toBe(text);
  });

  it.each([
    [[item(5, [person('booking')])], 'Weiter zur Buchung'],
    [[item(5, [person('reservation')])], 'Weiter zur Reservierung'],
    [[item(5, [person('booking'), person('reservation')])], 'Weiter zur Buchung und Reservierung'],
    [[item(0, [person('booking')], 'full' as never)], 'Weiter zur Warteliste'],
  ])('the cart of %j leads on with „%s“', (items, text) => {
    expect(TO_CHECKOUT_TEXTS[confirmKindOf(items)]).toBe(text);
  });

  it('heads the checkout of reservations alone without calling them a booking', () => {
    expect(CHECKOUT_HEADINGS[confirmKindOf([item(5, [person('reservation')])])]).toBe('Reservierung abschließen');
    expect(CHECKOUT_HEADINGS[confirmKindOf([item(5, [person('booking')])])]).toBe('Buchung abschließen');
  });

  it('heads the confirmation with thanks, the reservation end, or the waiting list', () => {
    const format = (iso: string) => `[${iso}]`;
    expect(confirmationHeading([{ status: 'booked', reservedUntil: null }], format)).toBe(
      'Vielen Dank für Ihre Buchung',
    );
    expect(
      confirmationHeading(
        [
          { status: 'reserved', reservedUntil: '2027-03-12T23:00:00Z' },
          { status: 'reserved', reservedUntil: '2027-03-10T23:00:00Z' },
        ],
        format,
      ),
    ).toBe('Ihre Reservierung bis [2027-03-10T23:00:00Z]');
    expect(confirmationHeading([{ status: 'waiting', reservedUntil: null }], format)).toBe(
      'Ihre Gruppe steht auf der Warteliste',
    );
  });
});
