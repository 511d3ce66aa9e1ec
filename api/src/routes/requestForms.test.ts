/**
 * The six request forms of the pipeline (SBV, catalogue, lawyer, registration, "Digitalen Wandel gestalten",
 * promotional order): stored in one transaction with a confirmation mail, German 400 per field with nothing
 * stored, CSRF, rate limits, and the promotional order's member-only rules and article limits.
 */
import { API_ROUTES, FORM_REQUESTS, PROMO_TEXTS, type FormRequestKind } from '@amb/shared-contracts';
import type { Express } from 'express';
import { anonymousAgent, loginAs } from '../test/agent';
import type { TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';
import { storedRequests } from '../test/formRequests';
import { bookableEventId, promoArticlePair, VALID_REQUESTS } from '../test/requestForms';

type NewKind = keyof typeof VALID_REQUESTS;

let testDb: TestDb;
let app: Express;
const bodies = structuredClone(VALID_REQUESTS) as Record<NewKind, Record<string, unknown>>;
let articles: Awaited<ReturnType<typeof promoArticlePair>>;

beforeAll(async () => {
  ({ testDb, app } = await createTestApp({ limits: { formRequest: 1000 } }));
  bodies.generalRegistration.eventId = await bookableEventId(testDb.db);
  articles = await promoArticlePair(testDb.db);
  bodies.promoShop.items = [
    { articleId: articles.large.articleId, quantity: 50 },
    { articleId: articles.small.articleId, quantity: 1 },
  ];
});
afterAll(() => testDb.destroy());

const pathOf = (kind: FormRequestKind) => API_ROUTES[FORM_REQUESTS[kind].api].path;
const mailsTo = (subject: string) =>
  testDb.db.selectFrom('mailOutbox').selectAll().where('subject', '=', subject).execute();
/** Members only for the promotional order, visitors for every other form. */
const senderFor = (kind: NewKind) =>
  kind === 'promoShop' ? loginAs(app, 'anna.schneider@example.de') : anonymousAgent(app);

const KINDS = Object.keys(VALID_REQUESTS) as NewKind[];

describe.each(KINDS)('POST for %s', (kind) => {
  it('stores the request and confirms it by mail in German', async () => {
    const { agent, csrf } = await senderFor(kind);
    const before = (await storedRequests(testDb.db, kind)).length;
    const res = await agent
      .post(pathOf(kind))
      .set('x-csrf-token', csrf)
      .send({ ...bodies[kind], firstname: ' Sabine ', requestId: 7, status: 'done', userId: 1 });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ requestId: expect.any(Number), message: FORM_REQUESTS[kind].sent });
    const rows = await storedRequests(testDb.db, kind);
    expect(rows).toHaveLength(before + 1);
    const row = rows.find((r) => r.requestId === res.body.requestId)!;
    // Unknown keys are dropped; the status is the staff's, never the sender's.
    expect(row).toMatchObject({ status: 'new', firstname: 'Sabine', name: 'Sabine Koch', email: bodies[kind].email });
    expect(row).not.toHaveProperty('requestId', 7);
    const mail = (await mailsTo(FORM_REQUESTS[kind].mailSubject)).find((m) => m.recipient === bodies[kind].email);
    expect(mail?.bodyText).toContain('Guten Tag Frau Koch,');
    expect(mail?.bodyText).toContain('Ihre Angaben:');
    expect(mail?.bodyText).toContain('Nachname: Koch');
  });

  it.each([
    [{ firstname: 'S' }, 'firstname', 'Bitte tragen Sie den vollständigen Vornamen ein'],
    [{ email: 'keine-adresse' }, 'email', 'Bitte geben Sie eine gültige E-Mail-Adresse an'],
    [{ salutation: 'Herrin' }, 'salutation', 'Bitte wählen Sie eine Anrede aus'],
    [{ phone: '12ab' }, 'phone', 'Die angegebene Telefonnummer enthält ungültige Zeichen'],
    [{ company: 'X' }, 'company', 'Bitte füllen Sie das Feld Firma aus'],
  ])('refuses %j with 400 and the German message, storing and sending nothing', async (change, field, message) => {
    const { agent, csrf } = await senderFor(kind);
    const [rows, mails] = [
      (await storedRequests(testDb.db, kind)).length,
      (await mailsTo(FORM_REQUESTS[kind].mailSubject)).length,
    ];
    const res = await agent
      .post(pathOf(kind))
      .set('x-csrf-token', csrf)
      .send({ ...bodies[kind], ...change });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields[field]).toBe(message);
    expect(await storedRequests(testDb.db, kind)).toHaveLength(rows);
    expect(await mailsTo(FORM_REQUESTS[kind].mailSubject)).toHaveLength(mails);
  });

  it('needs the CSRF token', async () => {
    const { agent } = await senderFor(kind);
    const res = await agent.post(pathOf(kind)).send(bodies[kind]);
    expect(res.status).toBe(403);
  });
});

describe('form rules of their own', () => {
  const refused = async (kind: NewKind, change: object) => {
    const { agent, csrf } = await senderFor(kind);
    const before = (await storedRequests(testDb.db, kind)).length;
    const res = await agent
      .post(pathOf(kind))
      .set('x-csrf-token', csrf)
      .send({ ...bodies[kind], ...change });
    expect(await storedRequests(testDb.db, kind)).toHaveLength(before);
    return res;
  };

  it.each([
    ['sbv', { role: 'Chef' }, 'role', 'Bitte wählen Sie Ihre Funktion aus'],
    ['sbv', { topic: 'Werbung' }, 'topic', 'Bitte wählen Sie ein Betreff aus'],
    ['catalogue', { copies: 6 }, 'copies', 'Bitte wählen Sie die Zahl der Exemplare (1 bis 5)'],
    ['catalogue', { street: 'Weg 5' }, 'street', 'Die Straße darf keine Zahlen enthalten'],
    ['catalogue', { postalCode: '1234' }, 'postalCode', 'Die Postleitzahl ist ungültig'],
    ['lawyerConsultation', { phone: '' }, 'phone', 'Bitte geben Sie eine Telefonnummer an'],
    [
      'lawyerConsultation',
      { callbackTime: 'nachts' },
      'callbackTime',
      'Bitte wählen Sie einen Zeitraum für den Rückruf aus',
    ],
    ['generalRegistration', { eventId: 'morgen' }, 'eventId', 'Bitte wählen Sie einen Seminartermin aus'],
    ['generalRegistration', { eventId: 99_999_999 }, 'eventId', 'Bitte wählen Sie einen Seminartermin aus'],
    [
      'generalRegistration',
      { hotelOverNightOption: 'suite' },
      'hotelOverNightOption',
      'Bitte geben Sie eine Verpflegungs-/Übernachtungsoption an',
    ],
    ['digitalChangeRegistration', { interests: [] }, 'interests', 'Bitte wählen Sie mindestens ein Thema aus'],
    ['digitalChangeRegistration', { interests: ['Kochen'] }, 'interests', 'Bitte wählen Sie mindestens ein Thema aus'],
    ['digitalChangeRegistration', { employees: '12' }, 'employees', 'Bitte wählen Sie die Zahl der Beschäftigten aus'],
    ['promoShop', { items: [] }, 'items', 'Bitte wählen Sie mindestens einen Artikel aus'],
    [
      'promoShop',
      { items: [{ articleId: 1, quantity: 0 }] },
      'items',
      'Bitte geben Sie eine Stückzahl von 1 bis 500 an',
    ],
    ['promoShop', { message: 'x'.repeat(1001) }, 'message', 'Die Anmerkungen dürfen höchstens 1000 Zeichen lang sein'],
  ] as const)('%s: %j -> 400 on %s', async (kind, change, field, message) => {
    const res = await refused(kind, change);
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toBe(message);
  });

  it('a registration needs a date that takes place: a past one is refused', async () => {
    const past = await testDb.db
      .selectFrom('events')
      .select('eventId')
      .where('startDate', '<', new Date().toISOString().slice(0, 10))
      .executeTakeFirstOrThrow();
    const res = await refused('generalRegistration', { eventId: past.eventId });
    expect(res.body.error.fields.eventId).toBe('Bitte wählen Sie einen Seminartermin aus');
  });

  it('a registration stores the chosen date with its title and dates for the staff', async () => {
    const { agent, csrf } = await anonymousAgent(app);
    const res = await agent
      .post(pathOf('generalRegistration'))
      .set('x-csrf-token', csrf)
      .send(bodies.generalRegistration);
    const row = (await storedRequests(testDb.db, 'generalRegistration')).find(
      (r) => r.requestId === res.body.requestId,
    );
    expect(row?.eventTitle).toMatch(/, \d{2}\.\d{2}\.\d{4}/);
  });

  it('the promotional order is for members only (401, nothing stored)', async () => {
    const { agent, csrf } = await anonymousAgent(app);
    const before = (await storedRequests(testDb.db, 'promoShop')).length;
    const res = await agent.post(pathOf('promoShop')).set('x-csrf-token', csrf).send(bodies.promoShop);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('LOGIN_REQUIRED');
    expect(await storedRequests(testDb.db, 'promoShop')).toHaveLength(before);
  });

  it('holds each article to its own limit per order, and refuses unknown and doubled articles', async () => {
    const tooMany = await refused('promoShop', {
      items: [{ articleId: articles.small.articleId, quantity: articles.small.maxPerOrder + 1 }],
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.fields.items).toBe(
      PROMO_TEXTS.quantityTooHigh(articles.small.name, articles.small.maxPerOrder),
    );
    const unknown = await refused('promoShop', { items: [{ articleId: 999_999, quantity: 1 }] });
    expect(unknown.body.error.fields.items).toBe(PROMO_TEXTS.articleUnknown);
    const twice = await refused('promoShop', {
      items: [
        { articleId: articles.large.articleId, quantity: 1 },
        { articleId: articles.large.articleId, quantity: 2 },
      ],
    });
    expect(twice.body.error.fields.items).toBe(PROMO_TEXTS.articleTwice);
  });

  it('stores the articles by name and shows the order in the member’s history (only theirs)', async () => {
    const anna = await loginAs(app, 'anna.schneider@example.de');
    const res = await anna.agent.post(pathOf('promoShop')).set('x-csrf-token', anna.csrf).send(bodies.promoShop);
    expect(res.status).toBe(201);
    const history = await anna.agent.get(API_ROUTES.memberPromoOrders.path);
    expect(history.status).toBe(200);
    expect(history.body[0]).toMatchObject({
      requestId: res.body.requestId,
      status: 'new',
      items: [
        { articleId: articles.large.articleId, name: articles.large.name, quantity: 50 },
        { articleId: articles.small.articleId, name: articles.small.name, quantity: 1 },
      ],
      deliveryAddress: ['Südstahl AG', 'Sabine Koch', 'Hüttenweg 12a', '44135 Dortmund'],
    });
    const jonas = await loginAs(app, 'jonas.weber@example.de');
    const theirs = await jonas.agent.get(API_ROUTES.memberPromoOrders.path);
    expect(theirs.body.map((o: { requestId: number }) => o.requestId)).not.toContain(res.body.requestId);
  });

  it('lists the shop’s articles with image and limit to members only', async () => {
    const { agent } = await anonymousAgent(app);
    expect((await agent.get(API_ROUTES.promoArticles.path)).status).toBe(401);
    const anna = await loginAs(app, 'anna.schneider@example.de');
    const res = await anna.agent.get(API_ROUTES.promoArticles.path);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.length).toBeGreaterThanOrEqual(8);
    expect(new Set(res.body.map((a: { category: string }) => a.category))).toEqual(
      new Set(['flyer', 'poster', 'rollup', 'giveaway']),
    );
    for (const article of res.body) {
      expect(article.image).toMatch(/^data:image\/svg\+xml,/);
      expect(article.imageAlt.length).toBeGreaterThan(5);
      expect(article.maxPerOrder).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('rate limits', () => {
  it.each(KINDS)('%s: 2 per address (member: account) and hour, then a German 429 and nothing stored', async (kind) => {
    const limited = await createTestApp({ limits: { formRequest: 2 } });
    try {
      const body = { ...bodies[kind] };
      if (kind === 'generalRegistration') body.eventId = await bookableEventId(limited.testDb.db);
      if (kind === 'promoShop') {
        const pair = await promoArticlePair(limited.testDb.db);
        body.items = [{ articleId: pair.large.articleId, quantity: 1 }];
      }
      const { agent, csrf } =
        kind === 'promoShop'
          ? await loginAs(limited.app, 'anna.schneider@example.de')
          : await anonymousAgent(limited.app);
      const send = () => agent.post(pathOf(kind)).set('x-csrf-token', csrf).send(body);
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      const res = await send();
      expect(res.status).toBe(429);
      expect(res.body.error.code).toBe('RATE_LIMITED');
      expect(res.body.error.message).toMatch(/Anfragen|versuchen/);
      expect(await storedRequests(limited.testDb.db, kind)).toHaveLength(2);
    } finally {
      await limited.testDb.destroy();
    }
  });
});
