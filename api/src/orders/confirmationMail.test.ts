import {
  DEFAULT_LEGAL_BASIS,
  formatDate,
  formatDateRange,
  type Order,
  type OrderParticipant,
} from '@amb/shared-contracts';
import { confirmationMail } from './confirmationMail';

const person = (position: number, reservedUntil: string | null): OrderParticipant => ({
  participantId: position,
  position,
  salutation: 'Frau',
  title: '',
  firstname: 'Erika',
  lastname: 'Muster',
  email: 'erika.muster@example.de',
  brFunction: '',
  hotelOverNightOption: 'overnight',
  kind: reservedUntil ? 'reservation' : 'booking',
  legalBasis: DEFAULT_LEGAL_BASIS,
  status: reservedUntil ? 'reserved' : 'booked',
  price: 790,
  reservedUntil,
  workshops: [],
  unionMember: false,
});

const order = (items: Order['items']): Order => ({
  orderId: 7,
  orderNumber: 'AMB-000007',
  createdAt: '2026-03-01T09:00:00.000Z',
  total: 1580,
  options: {
    company: 'Nordwerk GmbH',
    street: 'Hafenstraße',
    streetNumber: '12a',
    postalCode: '20457',
    city: 'Hamburg',
    purchaseOrderNumber: '',
    costCentre: '',
    remarks: '',
  },
  items,
  history: [],
});

describe('confirmationMail', () => {
  it('names the Berlin days as the pages do (formatDate, formatDateRange), also for a reservation ending near midnight', () => {
    // 23:30 UTC is already the next day in Berlin (winter and summer time).
    const winter = '2026-03-24T23:30:00.000Z';
    const summer = '2026-07-01T22:30:00.000Z';
    const { text } = confirmationMail(
      'erika.muster@example.de',
      order([
        {
          eventId: 1,
          themeTitle: 'Grundlagen',
          startDate: '2026-04-13',
          endDate: '2026-04-17',
          participants: [person(1, null), person(2, winter)],
          conferenceUrl: null,
        },
        {
          eventId: 2,
          themeTitle: 'Online-Tag',
          startDate: '2026-10-25',
          endDate: '2026-10-25',
          participants: [person(1, summer)],
          conferenceUrl: null,
        },
      ]),
    );
    expect(text).toContain(`Grundlagen (${formatDateRange('2026-04-13', '2026-04-17')})`);
    expect(text).toContain('Grundlagen (13.04.2026 – 17.04.2026)');
    expect(text).toContain(`Online-Tag (${formatDateRange('2026-10-25', '2026-10-25')})`);
    expect(text).toContain('Online-Tag (25.10.2026)');
    expect(text).toContain(`Reservierung bis ${formatDate(winter)}`);
    expect(text).toContain('Reservierung bis 25.03.2026');
    expect(text).toContain('Reservierung bis 02.07.2026');
  });

  it('names the order by what it holds: a booking, a reservation (never a booking), both, the waiting list', () => {
    const item = (participants: Order['items'][number]['participants']) => ({
      eventId: 1,
      themeTitle: 'Grundlagen',
      startDate: '2026-04-13',
      endDate: '2026-04-17',
      conferenceUrl: null,
      participants,
    });
    const booked = confirmationMail('a@example.de', order([item([person(1, null)])]));
    expect(booked.subject).toBe('Ihre Buchung AMB-000007');
    expect(booked.text).toContain('vielen Dank für Ihre Buchung AMB-000007');

    const reserved = confirmationMail('a@example.de', {
      ...order([item([person(1, '2026-03-24T10:00:00.000Z'), person(2, '2026-03-24T10:00:00.000Z')])]),
      total: 0,
    });
    expect(reserved.subject).toBe('Ihre Reservierung AMB-000007');
    expect(reserved.text).toContain('vielen Dank für Ihre Reservierung AMB-000007');
    expect(reserved.text).not.toMatch(/Ihre Buchung|Bestellung|Summe/);
    const plain = reserved.text.replace(/\u00a0/g, ' ');
    // The price is due only once booked; nothing is totalled now.
    expect(plain).toContain(
      '2. Teilnehmer: Frau Erika Muster – Reservierung bis 24.03.2026, Übernachtung im Einzelzimmer mit Vollpension, bei Buchung 790,00 € zzgl. 19 % MwSt.',
    );
    expect(plain).toContain('Jetzt fallen keine Kosten an. Alle Preise zzgl. 19 % MwSt.');
    expect(plain).not.toContain('Summe netto');
    expect(reserved.text).toContain('Verbindlich und kostenpflichtig werden sie erst, wenn Sie sie in meinamb buchen.');

    const both = confirmationMail(
      'a@example.de',
      order([item([person(1, null), person(2, '2026-03-24T10:00:00.000Z')])]),
    );
    expect(both.subject).toBe('Ihre Buchung und Reservierung AMB-000007');
    expect(both.text).toContain('Summe netto');

    const waiting = confirmationMail('a@example.de', {
      ...order([item([{ ...person(1, null), kind: 'waitlist', status: 'waiting' }])]),
      total: 0,
    });
    expect(waiting.subject).toBe('Ihre Anmeldung zur Warteliste AMB-000007');
    expect(waiting.text).not.toMatch(/Ihre Buchung|Summe netto/);
  });

  it('says every price is net and shows the total of the booked seats as net, VAT and gross', () => {
    const { text } = confirmationMail(
      'erika.muster@example.de',
      order([
        {
          eventId: 1,
          themeTitle: 'Grundlagen',
          startDate: '2026-04-13',
          endDate: '2026-04-17',
          participants: [person(1, null)],
          conferenceUrl: null,
        },
      ]),
    );
    const plain = text.replace(/\u00a0/g, ' ');
    expect(plain).toMatch(/1\. Teilnehmer: .*, [\d.]+,\d\d € zzgl\. 19 % MwSt\./);
    expect(plain).toContain('Summe netto: 790,00 €\nzzgl. 19 % MwSt.: 150,10 €\nGesamtbetrag inkl. MwSt.: 940,10 €');
  });
});
