import {
  ORDER_WORDS,
  bookedTotal,
  calendarSummary,
  ifBookedText,
  orderWordingKind,
  seatPriceText,
} from './orderWording';

const person = (kind: string, status: 'booked' | 'reserved' | 'waiting' | 'expired' | 'cancelled') => ({
  kind,
  status,
});

describe('orderWordingKind', () => {
  it.each([
    ['only booked', [person('booking', 'booked')], 'booking'],
    ['only reserved', [person('reservation', 'reserved'), person('reservation', 'reserved')], 'reservation'],
    ['an expired reservation', [person('reservation', 'expired')], 'reservation'],
    ['a reservation cancelled', [person('reservation', 'cancelled')], 'reservation'],
    ['a booking cancelled', [person('booking', 'cancelled')], 'booking'],
    ['booked and reserved', [person('booking', 'booked'), person('reservation', 'reserved')], 'mixed'],
    ['a waiting group', [person('waitlist', 'waiting'), person('waitlist', 'waiting')], 'waitlist'],
    ['a waiting group beside a booking', [person('waitlist', 'waiting'), person('booking', 'booked')], 'booking'],
    ['a served waiting group (its seats reserved)', [person('waitlist', 'reserved')], 'reservation'],
    ['nothing', [], 'booking'],
  ] as const)('%s → %s', (_label, participants, kind) => {
    expect(orderWordingKind(participants)).toBe(kind);
  });
});

describe('ORDER_WORDS', () => {
  it('never calls a reservation or a waiting list a booking', () => {
    for (const kind of ['reservation', 'waitlist'] as const) {
      for (const text of Object.values(ORDER_WORDS[kind])) expect(text).not.toMatch(/Buchung(?!\))|[Gg]ebucht/);
    }
    expect(ORDER_WORDS.reservation.noticeText).toContain('noch keine verbindliche Buchung');
    expect(ORDER_WORDS.booking.confirmation).toBe('Buchungsbestätigung');
    expect(ORDER_WORDS.reservation.confirmation).toBe('Reservierungsbestätigung');
    expect(ORDER_WORDS.mixed.noun).toBe('Buchung und Reservierung');
  });

  it('marks a reserved or waiting seminar in the calendar, a booked one keeps its title', () => {
    expect(calendarSummary('Arbeitsrecht I', 'booking')).toBe('Arbeitsrecht I');
    expect(calendarSummary('Arbeitsrecht I', 'mixed')).toBe('Arbeitsrecht I');
    expect(calendarSummary('Arbeitsrecht I', 'reservation')).toBe('Reservierung: Arbeitsrecht I');
    expect(calendarSummary('Arbeitsrecht I', 'waitlist')).toBe('Warteliste: Arbeitsrecht I');
    expect(ifBookedText('790,00 €')).toBe('bei Buchung 790,00 €');
  });
});

describe('seatPriceText', () => {
  it.each([
    ['booked', '790,00 €'],
    ['reserved', 'bei Buchung 790,00 €'],
    ['waiting', 'bei Buchung 790,00 €'],
    ['cancelled', null],
    ['expired', null],
  ] as const)('%s → %p', (status, text) => {
    expect(seatPriceText(status, '790,00 €')).toBe(text);
  });
});

describe('bookedTotal', () => {
  it('adds the booked seats only, to the cent', () => {
    expect(
      bookedTotal([
        { status: 'booked', price: 1190.1 },
        { status: 'booked', price: 0.2 },
        { status: 'reserved', price: 990 },
        { status: 'waiting', price: 990 },
        { status: 'cancelled', price: 990 },
        { status: 'expired', price: 990 },
      ]),
    ).toBe(1190.3);
    expect(bookedTotal([])).toBe(0);
  });
});
