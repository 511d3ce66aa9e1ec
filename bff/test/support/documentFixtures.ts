/** The fake api's answers for the member's documents and calendar (Anna's, as the real api would give them). */
import type { Express, Request, Response } from 'express';
import type {
  CalendarEntry,
  MemberCalendarResponse,
  MemberCertificateResponse,
  MemberNoticeResponse,
  MemberOverviewResponse,
} from '@amb/shared-contracts';
import { ANNAS_ORDER } from './cartFixtures';

export const FEED_TOKEN = 'a'.repeat(43);
export const FINISHED_PARTICIPANT = 9001;
export const UPCOMING_PARTICIPANT = 9002;

export const ANNAS_NOTICE: MemberNoticeResponse = { order: ANNAS_ORDER, booker: 'Frau Anna Schneider' };

export const ANNAS_CERTIFICATE: MemberCertificateResponse = {
  certificate: {
    participantId: FINISHED_PARTICIPANT,
    participantName: 'Frau Dr. Zoë Łukasik',
    themeTitle: 'Betriebsverfassungsrecht Teil I',
    startDate: '2025-11-10',
    endDate: '2025-11-12',
    days: 3,
    venue: 'Hotel Hafenblick, Kajen 3, 20459 Hamburg',
    orderNumber: 'AMB-000498',
    workshops: [],
  },
};

export const ANNAS_OVERVIEW: MemberOverviewResponse = {
  year: 2026,
  bookings: [
    {
      orderNumber: 'AMB-000512',
      themeTitle: 'Kündigung und Kündigungsschutz',
      startDate: '2026-03-02',
      endDate: '2026-03-04',
      participants: [
        { name: 'Frau Dr. Zoë Łukasik', status: 'booked', priceCents: 119000 },
        { name: 'Herr Murat Yılmaz', status: 'cancelled', priceCents: 99000 },
      ],
    },
  ],
  totalCents: 119000,
};

const entry = (
  eventId: number,
  startDate: string,
  endDate: string,
  themeTitle: string,
  kind: CalendarEntry['kind'],
  participants: CalendarEntry['participants'],
): CalendarEntry => ({
  uid: `event-${eventId}-member-7@www.amb-seminare.de`,
  eventId,
  themeTitle,
  startDate,
  endDate,
  dayStartsAt: '09:00',
  dayEndsAt: '17:00',
  location: 'Hotel Hafenblick, Kajen 3, 20459 Hamburg',
  kind,
  participants,
  eventPath: `/seminare/p/${eventId}`,
  sessions: [],
});

/** Two seminars over the changes of daylight-saving time of 2026 (29 March, 25 October). */
export const ANNAS_CALENDAR: MemberCalendarResponse = {
  entries: [
    entry(1301, '2026-03-27', '2026-03-30', 'Arbeitszeit und Mitbestimmung', 'mixed', [
      { name: 'Frau Anna Schneider', status: 'booked', reservedUntil: null },
      { name: 'Herr Jonas Weber', status: 'reserved', reservedUntil: '2026-03-20T09:00:00.000Z' },
    ]),
    entry(1302, '2026-10-23', '2026-10-26', 'BR 2 – Mitbestimmung in sozialen Angelegenheiten', 'reservation', [
      { name: 'Frau Anna Schneider', status: 'reserved', reservedUntil: '2026-10-01T08:00:00.000Z' },
    ]),
  ],
};

type Who = 'anna' | 'other' | null;

/** Registers the routes on the fake api; `who` tells Anna (the fixtures' member) from another or no session. */
export function addDocumentRoutes(app: Express, who: (req: Request) => Who): void {
  const answer = (req: Request, res: Response, forAnna: () => unknown) => {
    const visitor = who(req);
    if (visitor === null) {
      res.status(401).json({ error: { code: 'LOGIN_REQUIRED', message: 'Bitte melden Sie sich an.' } });
      return;
    }
    const body = visitor === 'anna' ? forAnna() : undefined;
    if (body === undefined) res.status(404).json({ error: { code: 'NOT_FOUND', message: 'nicht gefunden' } });
    else res.json(body);
  };
  app.get('/api-meinamb/notice/:id', (req, res) =>
    answer(req, res, () => (req.params.id === String(ANNAS_ORDER.orderId) ? ANNAS_NOTICE : undefined)),
  );
  app.get('/api-meinamb/certificate/:id', (req, res) => {
    if (who(req) === 'anna' && req.params.id === String(UPCOMING_PARTICIPANT)) {
      res.status(409).json({ error: { code: 'EVENT_NOT_ENDED', message: 'noch nicht' } });
      return;
    }
    answer(req, res, () => (req.params.id === String(FINISHED_PARTICIPANT) ? ANNAS_CERTIFICATE : undefined));
  });
  app.get('/api-meinamb/overview', (req, res) =>
    answer(req, res, () => ({ ...ANNAS_OVERVIEW, year: Number(req.query.jahr) })),
  );
  app.get('/api-meinamb/calendar', (req, res) => answer(req, res, () => ANNAS_CALENDAR));
  app.get('/api-meinamb/calendar-feed-data/:token', (req, res) => {
    if (req.params.token === FEED_TOKEN) res.json(ANNAS_CALENDAR);
    else res.status(404).json({ error: { code: 'NOT_FOUND', message: 'unbekannt' } });
  });
}
