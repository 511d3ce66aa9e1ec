/** The fake api's answers for the member services' PDFs: Anna's quote and her committee's training plan. */
import type { Express, Request, Response } from 'express';
import { quotePrice, trainingEntitlement, type QuoteView, type TrainingPlan } from '@amb/shared-contracts';

export const SENT_QUOTE_ID = 31;
export const DRAFT_QUOTE_ID = 32;
export const PLAN_ID = 5;

const price = quotePrice({ kind: 'inhouse', participants: 12, days: 2, distanceKm: 140, discountPercent: 10 });

export const SENT_QUOTE: QuoteView = {
  quoteId: SENT_QUOTE_ID,
  number: 'ANG-2026-00031',
  status: 'opened',
  statusLabel: 'geöffnet',
  kind: 'inhouse',
  theme: { themeId: 9, title: 'Arbeitszeitrecht aktuell', slug: 'arbeitszeitrecht-aktuell' },
  participants: 12,
  format: 'presence',
  location: null,
  inhouse: { postalCode: '20457', city: 'Hamburg' },
  dateWindows: [{ from: '2026-03-02', to: '2026-03-27' }],
  remarks: '',
  requester: { userId: 7, name: 'Anna Schneider', email: 'anna@example.de' },
  committee: { committeeId: 1, name: 'Betriebsrat Nordwerk GmbH' },
  event: null,
  days: 2,
  distanceKm: 140,
  discountPercent: 10,
  price,
  validUntil: '2026-02-04',
  message: 'Gern kommen wir zu Ihnen nach Hamburg.',
  createdAt: '2026-01-02T09:00:00.000Z',
  sentAt: '2026-01-05T09:00:00.000Z',
  openedAt: '2026-01-06T09:00:00.000Z',
  decidedAt: null,
  order: null,
  history: [],
  version: 2,
  actions: { edit: false, send: false, decide: true },
};

const DRAFT_QUOTE: QuoteView = {
  ...SENT_QUOTE,
  quoteId: DRAFT_QUOTE_ID,
  status: 'draft',
  statusLabel: 'angefragt – in Bearbeitung',
  price: null,
};

const term = { termStart: '2026-03-01', termEnd: '2030-02-28' };

export const PLAN: TrainingPlan = {
  planId: PLAN_ID,
  committee: { committeeId: 1, name: 'Betriebsrat Nordwerk GmbH' },
  termStart: '2026-03-01',
  format: 'any',
  location: null,
  sharedAt: null,
  consultant: { consultantId: 2, name: 'Stefan Krüger', email: 'stefan.krueger@example.de', phone: '+49 30 2345 6720' },
  version: 3,
  updatedAt: '2026-01-05T09:00:00.000Z',
  editable: true,
  ownPartOnly: false,
  candidates: [],
  members: [
    {
      userId: 7,
      name: 'Zoë Łukasik',
      function: 'deputy',
      firstTerm: true,
      workDaysPerWeek: 5,
      ...term,
      chosenTopics: [],
      doneThemeIds: [],
      note: 'Neu im Gremium',
      trainings: [],
      entitlement: trainingEntitlement({
        fn: 'deputy',
        firstTerm: true,
        workDaysPerWeek: 5,
        ...term,
        trainings: [{ startDate: '2026-06-08', days: 3, legalBasis: 'br37Abs7', state: 'planned' }],
      }),
      needs: [
        {
          theme: { themeId: 1, title: 'Betriebsverfassungsrecht Teil I', slug: 'betriebsverfassungsrecht-teil-i' },
          reason: 'basic',
          legalBasis: 'br37Abs6',
          state: 'booked',
          requiredFor: null,
          booked: {
            eventId: 11,
            startDate: '2026-04-13',
            endDate: '2026-04-15',
            city: 'Hamburg',
            isOnline: false,
            days: 3,
          },
          suggestion: null,
          preferred: false,
          noSuggestion: null,
        },
        {
          theme: { themeId: 20, title: 'Die Einigungsstelle', slug: 'die-einigungsstelle' },
          reason: 'topic',
          legalBasis: 'br37Abs7',
          state: 'open',
          requiredFor: null,
          booked: null,
          suggestion: {
            eventId: 12,
            startDate: '2026-06-08',
            endDate: '2026-06-10',
            city: null,
            isOnline: true,
            days: 3,
          },
          preferred: true,
          noSuggestion: null,
        },
      ],
    },
  ],
};

type Who = 'anna' | 'other' | null;

export function addServiceRoutes(app: Express, who: (req: Request) => Who): void {
  const answer = (req: Request, res: Response, body: unknown) => {
    const visitor = who(req);
    if (visitor === null)
      res.status(401).json({ error: { code: 'LOGIN_REQUIRED', message: 'Bitte melden Sie sich an.' } });
    else if (visitor !== 'anna' || body === undefined)
      res.status(404).json({ error: { code: 'NOT_FOUND', message: 'nicht gefunden' } });
    else res.json(body);
  };
  app.get('/quote-api/get/:id', (req, res) =>
    answer(
      req,
      res,
      { [SENT_QUOTE_ID]: { quote: SENT_QUOTE }, [DRAFT_QUOTE_ID]: { quote: DRAFT_QUOTE } }[Number(req.params.id)],
    ),
  );
  // Only a plan by id: the committee's list falls through to the catch-all the proxy tests read.
  app.get('/schulungsplan/get', (req, res, next) =>
    req.query.id === undefined
      ? next()
      : answer(req, res, req.query.id === String(PLAN_ID) ? { plan: PLAN } : undefined),
  );
}
