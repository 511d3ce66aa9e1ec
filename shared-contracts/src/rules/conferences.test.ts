import { addRecipientSchema } from '../schemas/participant';
import { validateConferenceRegistration } from '../schemas/conference';
import { validateForm } from '../schemas/validate';
import { CONFERENCE_MESSAGES } from '../conferenceTexts';
import {
  chosenWorkshops,
  conferenceBoardOptions,
  conferencePrice,
  conferencePriceTable,
  isEarlyBird,
  missingWorkshopSlots,
  roomsLeft,
  workshopSeatState,
  type ConferencePricing,
} from './conferences';

const PRICING: ConferencePricing = {
  prices: {
    price: 890,
    priceParticipantTwo: 850,
    priceParticipantThree: 800,
    priceParticipantFour: 770,
    priceParticipantFive: 760,
  },
  earlyBirdUntil: '2026-03-29',
  earlyBirdDiscount: 100,
  memberDiscount: 60,
};

describe('conferencePrice', () => {
  it.each([
    // position, Berlin day of the order, union member, price
    [1, '2026-03-28', false, 790],
    [1, '2026-03-29', false, 790],
    [1, '2026-03-30', false, 890],
    [2, '2026-03-29', false, 750],
    [5, '2026-04-01', false, 760],
    [7, '2026-04-01', false, 760],
    [1, '2026-03-29', true, 730],
    [2, '2026-04-01', true, 790],
  ])('position %i on %s (member %s) pays %i €', (position, day, member, price) => {
    expect(conferencePrice(PRICING, position, { day, member })).toBe(price);
  });

  it('never goes below zero and has no early bird without a day or a discount', () => {
    expect(conferencePrice({ ...PRICING, earlyBirdDiscount: 2000 }, 1, { day: '2026-03-01' })).toBe(0);
    expect(isEarlyBird({ earlyBirdUntil: null, earlyBirdDiscount: 100 }, '2026-01-01')).toBe(false);
    expect(isEarlyBird({ earlyBirdUntil: '2026-03-29', earlyBirdDiscount: 0 }, '2026-01-01')).toBe(false);
  });

  it('gives the page its price table: regular and, while it lasts, early-bird price per position', () => {
    expect(conferencePriceTable(PRICING, '2026-03-01').map((l) => [l.label, l.regular, l.earlyBird])).toEqual([
      ['1. Teilnehmer', 890, 790],
      ['2. Teilnehmer', 850, 750],
      ['3. Teilnehmer', 800, 700],
      ['4. Teilnehmer', 770, 670],
      ['5. Teilnehmer und weitere', 760, 660],
    ]);
    expect(conferencePriceTable(PRICING, '2026-04-01').every((l) => l.earlyBird === null)).toBe(true);
  });
});

describe('the hotel contingent', () => {
  const contingent = { rooms: 10, roomsTaken: 8, roomsUntil: '2026-05-01' };
  it.each([
    ['2026-04-30', 2, ['overnight', 'overnightWithNightBefore', 'dayRate']],
    ['2026-05-01', 2, ['overnight', 'overnightWithNightBefore', 'dayRate']],
    ['2026-05-02', 0, ['dayRate']],
  ])('on %s: %i rooms, options %j', (day, rooms, options) => {
    expect(roomsLeft(contingent, day)).toBe(rooms);
    expect(conferenceBoardOptions(contingent, day)).toEqual(options);
  });

  it('offers no room from a full contingent or without one', () => {
    expect(conferenceBoardOptions({ ...contingent, roomsTaken: 10 }, '2026-04-01')).toEqual(['dayRate']);
    expect(conferenceBoardOptions({ rooms: 0, roomsTaken: 0, roomsUntil: null }, '2026-04-01')).toEqual(['dayRate']);
  });
});

describe('workshops', () => {
  const slots = [
    { slotId: 1, title: 'Workshops I', workshops: [{ workshopId: 11, code: 'A1', title: 'Eins' }] },
    { slotId: 2, title: 'Workshops II', workshops: [{ workshopId: 21, code: 'A4', title: 'Vier' }] },
  ];

  it('names the slots without a choice, and the chosen workshops in slot order', () => {
    expect(missingWorkshopSlots(slots, [{ slotId: 2 }])).toEqual([1]);
    expect(missingWorkshopSlots(slots, [{ slotId: 2 }, { slotId: 1 }])).toEqual([]);
    expect(
      chosenWorkshops(slots, [
        { slotId: 2, workshopId: 21, waitlist: true },
        { slotId: 1, workshopId: 11, waitlist: false },
      ]),
    ).toEqual([
      { slotTitle: 'Workshops I', code: 'A1', title: 'Eins', waitlist: false },
      { slotTitle: 'Workshops II', code: 'A4', title: 'Vier', waitlist: true },
    ]);
  });

  it.each([
    [20, 0, 'free'],
    [20, 17, 'few'],
    [20, 20, 'full'],
  ] as const)('a workshop of %i seats with %i taken is %s', (capacity, taken, state) => {
    expect(workshopSeatState(capacity, taken)).toBe(state);
  });

  const participant = {
    cartItemId: 1,
    salutation: 'Frau',
    firstname: 'Erika',
    lastname: 'Muster',
    email: 'erika@example.de',
    hotelOverNightOption: 'dayRate',
    kind: 'booking',
  };

  it('refuses two workshops of one slot and malformed choices in the shared schema', () => {
    const clash = validateForm(addRecipientSchema, {
      ...participant,
      workshops: [
        { slotId: 1, workshopId: 11 },
        { slotId: 1, workshopId: 12 },
      ],
    });
    expect(clash).toEqual({ ok: false, fields: { workshops: CONFERENCE_MESSAGES.workshopClash } });
    const malformed = validateForm(addRecipientSchema, { ...participant, workshops: [{ slotId: 'x', workshopId: 1 }] });
    expect(malformed.ok).toBe(false);
    const fine = validateForm(addRecipientSchema, { ...participant, workshops: [{ slotId: 1, workshopId: 11 }] });
    expect(fine.ok && fine.value.workshops).toMatchObject([{ slotId: 1, workshopId: 11 }]);
  });

  it('checks a registration part by part, naming each participant field', () => {
    const result = validateConferenceRegistration({
      conference: 'jav-konferenz',
      committeeName: 'JAV der Elbwerft',
      salutation: 'Frau',
      firstname: 'Mia',
      lastname: 'Muster',
      phone: '0341 123456',
      company: 'Elbwerft GmbH',
      street: 'Werftstraße',
      streetNumber: '3',
      postalCode: '04109',
      city: 'Leipzig',
      email: 'mia@example.de',
      password: 'Ausbildung-2026',
      participants: [{ ...participant, firstname: 'E' }],
      acceptTerms: true,
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.fields)).toEqual(['participants.0.firstname']);
  });
});
