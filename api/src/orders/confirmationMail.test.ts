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

  it('says every price is net and shows the total as net, VAT and gross', () => {
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
    expect(plain).toContain(
      'Summe netto: 1.580,00 €\nzzgl. 19 % MwSt.: 300,20 €\nGesamtbetrag inkl. MwSt.: 1.880,20 €',
    );
  });
});
