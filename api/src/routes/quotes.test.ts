import { API_ROUTES, CSRF_HEADER, buildPath, quotePrice, type QuoteView } from '@amb/shared-contracts';
import type { Express } from 'express';
import { createMailer, type MailMessage } from '../mail';
import { loginAs, type Agent } from '../test/agent';
import { createTestApp } from '../test/createTestApp';
import type { TestDb } from '../test/createTestDb';
import { csrfFrom, demoUsers, type DemoUsers } from '../test/demoUsers';

type Session = { agent: Agent; csrf: string };
type Role = 'member' | 'other' | 'manager' | 'committeeMember' | 'admin' | 'acting';

let now = new Date('2026-01-05T09:00:00.000Z');
let testDb: TestDb;
let app: Express;
let users: DemoUsers;
const sent: MailMessage[] = [];
const s = {} as Record<Role, Session>;

const post = (session: Session, path: string, body: object = {}) =>
  session.agent.post(path).set(CSRF_HEADER, session.csrf).send(body);
const get = (session: Session, id: number) => session.agent.get(buildPath(API_ROUTES.quoteGet.path, { id }));
const path = (route: { path: string }, id: number) => buildPath(route.path, { id });

async function loginAll(): Promise<void> {
  s.member = await loginAs(app, users.member.email);
  s.other = await loginAs(app, users.otherMember.email);
  s.manager = await loginAs(app, users.manager.email);
  s.committeeMember = await loginAs(app, users.committeeMember.email);
  s.admin = await loginAs(app, users.admin.email);
  s.acting = await loginAs(app, users.admin.email);
  const started = await post(s.acting, API_ROUTES.impersonation.path, { userId: users.manager.userId });
  s.acting.csrf = csrfFrom(started) ?? s.acting.csrf;
}

/** A theme with a single future date of at least `seats` free seats (not a series). */
async function groupDate(seats: number, skip = 0) {
  const rows = await testDb.db
    .selectFrom('events')
    .select(['eventId', 'themeId', 'capacity', 'seatsTaken', 'startDate', 'price'])
    .where('startDate', '>', '2026-03-01')
    .where('cancelledAt', 'is', null)
    .where('isSeries', '=', 0)
    .where((eb) => eb(eb('capacity', '-', eb.ref('seatsTaken')), '>=', seats))
    .orderBy('startDate')
    .orderBy('eventId')
    .limit(skip + 1)
    .execute();
  return rows[skip]!;
}

const WINDOWS = [{ from: '2026-03-01', to: '2026-06-30' }];

beforeAll(async () => {
  ({ testDb, app } = await createTestApp({
    now: () => now,
    mailer: createMailer({
      transport: (message) => {
        sent.push(message);
        return Promise.resolve();
      },
    }),
  }));
  users = await demoUsers(testDb.db);
  await loginAll();
});
afterAll(() => testDb.destroy());

describe('a group offer from request to booking', () => {
  let quoteId = 0;
  let date: Awaited<ReturnType<typeof groupDate>>;
  let quote: QuoteView;

  it('the manager asks for it; bad input gets German messages and stores nothing', async () => {
    date = await groupDate(8);
    const bad = await post(s.manager, API_ROUTES.quoteUpsert.path, {
      themeId: date.themeId,
      kind: 'group',
      participants: 40,
      format: 'presence',
      dateWindows: [{ from: '2025-12-01', to: '2026-01-31' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ participants: 'Bitte geben Sie zwischen 2 und 15 Teilnehmende an' });
    const past = await post(s.manager, API_ROUTES.quoteUpsert.path, {
      themeId: date.themeId,
      kind: 'group',
      participants: 6,
      format: 'presence',
      dateWindows: [{ from: '2025-12-01', to: '2026-01-31' }],
    });
    expect(past.body.error.fields).toEqual({
      dateWindows: 'Bitte geben Sie einen Zeitraum von heute an mit Beginn vor dem Ende an',
    });
    const unknown = await post(s.manager, API_ROUTES.quoteUpsert.path, {
      themeId: 999_999,
      kind: 'group',
      participants: 6,
      format: 'presence',
      dateWindows: WINDOWS,
    });
    expect(unknown.body.error.fields).toEqual({ themeId: 'Dieses Seminar gibt es nicht.' });
    expect(await testDb.db.selectFrom('quotes').selectAll().execute()).toEqual([]);

    sent.length = 0;
    const res = await post(s.manager, API_ROUTES.quoteUpsert.path, {
      themeId: date.themeId,
      kind: 'group',
      participants: 6,
      format: 'presence',
      locationId: null,
      dateWindows: WINDOWS,
      remarks: 'Gern im Frühjahr.',
    });
    expect(res.status).toBe(201);
    quote = res.body.quote;
    quoteId = quote.quoteId;
    expect(quote).toMatchObject({
      number: `ANG-2026-${String(quoteId).padStart(5, '0')}`,
      status: 'draft',
      statusLabel: 'angefragt – in Bearbeitung',
      committee: { name: 'Betriebsrat Nordwerk GmbH' },
      price: null,
      actions: { edit: false, send: false, decide: false },
    });
    expect(res.body.message).toContain(quote.number);
    expect(sent.map((m) => m.to)).toEqual([users.manager.email, 'stefan.krueger@example.de']);
    expect(sent[1]!.subject).toBe(`Neue Angebotsanfrage ${quote.number}: ${quote.theme.title}`);
  });

  it('staff do not ask for quotes; members cannot price or send them', async () => {
    const asStaff = await post(s.admin, API_ROUTES.quoteUpsert.path, {
      themeId: date.themeId,
      kind: 'group',
      participants: 6,
      format: 'any',
      dateWindows: WINDOWS,
    });
    expect(asStaff.status).toBe(403);
    expect((await post(s.manager, API_ROUTES.quoteUpsert.path, { quoteId, version: 0 })).status).toBe(403);
    expect((await post(s.manager, path(API_ROUTES.quoteSend, quoteId), { version: 0 })).status).toBe(403);
  });

  it('only the requester, the committee’s manager and staff see it', async () => {
    expect((await get(s.manager, quoteId)).status).toBe(200);
    expect((await get(s.admin, quoteId)).status).toBe(200);
    expect((await get(s.acting, quoteId)).status).toBe(200);
    for (const role of ['member', 'other', 'committeeMember'] as const) {
      expect((await get(s[role], quoteId)).status).toBe(404);
      expect((await post(s[role], path(API_ROUTES.quoteOpen, quoteId))).status).toBe(404);
      expect((await post(s[role], path(API_ROUTES.quoteDecide, quoteId), { decision: 'accept' })).status).toBe(404);
    }
    expect(
      (await s.manager.agent.get(API_ROUTES.quoteList.path)).body.quotes.map((q: { quoteId: number }) => q.quoteId),
    ).toEqual([quoteId]);
    expect((await s.member.agent.get(API_ROUTES.quoteList.path)).body.quotes).toEqual([]);
    expect((await s.admin.agent.get(`${API_ROUTES.quoteList.path}?status=draft`)).body.quotes).toHaveLength(1);
    expect((await s.admin.agent.get(`${API_ROUTES.quoteList.path}?status=sent`)).body.quotes).toHaveLength(0);
    expect((await s.admin.agent.get(`${API_ROUTES.quoteList.path}?status=irgendwas`)).status).toBe(400);
    expect((await s.manager.agent.get(buildPath(API_ROUTES.quoteGet.path, { id: 'abc' }))).status).toBe(404);
  });

  it('a draft cannot be opened, sent unpriced, or decided', async () => {
    const unpriced = await post(s.admin, path(API_ROUTES.quoteSend, quoteId), { version: 0 });
    expect(unpriced.status).toBe(409);
    expect(unpriced.body.error.message).toBe(
      'Bitte ergänzen Sie die Angaben zum Preis, bevor Sie das Angebot versenden.',
    );
    const decided = await post(s.manager, path(API_ROUTES.quoteDecide, quoteId), { decision: 'accept' });
    expect(decided.body.error.code).toBe('QUOTE_NOT_ALLOWED');
  });

  it('staff price it by the rules: the date’s degressive prices, a discount, the options of the theme’s dates', async () => {
    const staffView = await get(s.admin, quoteId);
    expect(staffView.body.eventOptions.map((e: { eventId: number }) => e.eventId)).toContain(date.eventId);
    const otherTheme = await groupDate(8, 3);
    const wrong = await post(s.admin, API_ROUTES.quoteUpsert.path, {
      quoteId,
      version: 0,
      eventId: otherTheme.themeId === date.themeId ? 999_999 : otherTheme.eventId,
    });
    expect(wrong.body.error.fields).toEqual({ eventId: 'Bitte wählen Sie einen Termin des Seminars aus' });
    const tooSoon = await post(s.admin, API_ROUTES.quoteUpsert.path, {
      quoteId,
      version: 0,
      eventId: date.eventId,
      validUntil: '2026-01-08',
    });
    expect(tooSoon.body.error.fields).toEqual({
      validUntil: 'Bitte wählen Sie ein Gültigkeitsdatum 7 bis 90 Tage nach heute',
    });
    const saved = await post(s.admin, API_ROUTES.quoteUpsert.path, {
      quoteId,
      version: 0,
      eventId: date.eventId,
      discountPercent: 5,
      validUntil: '2026-01-31',
      message: 'Wir freuen uns auf Ihr Gremium.',
    });
    expect(saved.status).toBe(200);
    const event = await testDb.db
      .selectFrom('events')
      .selectAll()
      .where('eventId', '=', date.eventId)
      .executeTakeFirstOrThrow();
    const expected = quotePrice({ kind: 'group', participants: 6, prices: event, discountPercent: 5 });
    expect(saved.body.quote.price).toEqual(expected);
    expect(saved.body.quote.actions).toEqual({ edit: true, send: true, decide: false });
    // Two staff editing: the older version is refused, nothing changes.
    const stale = await post(s.admin, API_ROUTES.quoteUpsert.path, { quoteId, version: 0, eventId: date.eventId });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('QUOTE_CHANGED');
    // The recipient sees nothing of the offer of a draft: no price, no date.
    expect((await get(s.manager, quoteId)).body.quote).toMatchObject({ price: null, event: null, discountPercent: 0 });
  });

  it('staff send it: the price as sent is kept, the recipient gets a mail', async () => {
    sent.length = 0;
    const res = await post(s.admin, path(API_ROUTES.quoteSend, quoteId), { version: 1 });
    expect(res.status).toBe(200);
    expect(res.body.quote).toMatchObject({ status: 'sent', validUntil: '2026-01-31' });
    expect(res.body.message).toBe(`Das Angebot ${quote.number} ist an ${users.manager.email} versendet.`);
    expect(sent.map((m) => m.to)).toEqual([users.manager.email]);
    expect(sent[0]!.text).toContain(`/meinamb/angebote/${quoteId}`);
    // A later price change of the date leaves the sent quote as it was.
    await testDb.db.updateTable('events').set({ price: 9999 }).where('eventId', '=', date.eventId).execute();
    expect((await get(s.manager, quoteId)).body.quote.price).toEqual(res.body.quote.price);
    await testDb.db.updateTable('events').set({ price: date.price }).where('eventId', '=', date.eventId).execute();
    expect((await post(s.admin, path(API_ROUTES.quoteSend, quoteId), { version: 2 })).body.error.code).toBe(
      'QUOTE_NOT_ALLOWED',
    );
  });

  it('the first opening by the recipient is recorded; staff opening it records nothing', async () => {
    const byStaff = await post(s.admin, path(API_ROUTES.quoteOpen, quoteId));
    expect(byStaff.body.quote).toMatchObject({ status: 'sent', openedAt: null });
    now = new Date('2026-01-05T09:05:00.000Z');
    const first = await post(s.manager, path(API_ROUTES.quoteOpen, quoteId));
    expect(first.body.quote).toMatchObject({ status: 'opened', openedAt: '2026-01-05T09:05:00.000Z' });
    now = new Date('2026-01-05T09:10:00.000Z');
    const again = await post(s.manager, path(API_ROUTES.quoteOpen, quoteId));
    expect(again.body.quote.openedAt).toBe('2026-01-05T09:05:00.000Z');
    expect(again.body.quote.history.map((h: { status: string }) => h.status)).toEqual(['draft', 'sent', 'opened']);
    expect(again.body.quote.actions).toEqual({ edit: false, send: false, decide: true });
  });

  it('staff cannot decide it for the recipient', async () => {
    expect((await post(s.admin, path(API_ROUTES.quoteDecide, quoteId), { decision: 'accept' })).status).toBe(403);
    expect((await post(s.manager, path(API_ROUTES.quoteDecide, quoteId), { decision: 'vielleicht' })).status).toBe(400);
  });

  it('accepting books the seats through the engine at the quoted price, once', async () => {
    const seatsBefore = date.seatsTaken;
    sent.length = 0;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => post(s.manager, path(API_ROUTES.quoteDecide, quoteId), { decision: 'accept' })),
    );
    // A repeat of the same acceptance is answered with the same order (idempotent) or refused as decided.
    const accepted = results.filter((r) => r.status === 200);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    expect(new Set(accepted.map((r) => r.body.quote.order.orderId)).size).toBe(1);
    for (const refused of results.filter((r) => r.status !== 200)) expect(refused.status).toBe(409);
    const body = accepted[0]!.body;
    expect(body.quote).toMatchObject({
      status: 'accepted',
      order: { orderNumber: expect.stringMatching(/^AMB-\d{6}$/) },
    });
    expect(body.message).toContain(body.quote.order.orderNumber);
    const order = await testDb.db
      .selectFrom('orders')
      .selectAll()
      .where('orderId', '=', body.quote.order.orderId)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      userId: users.manager.userId,
      committeeId: 1,
      company: 'Nordwerk GmbH',
      totalCents: body.quote.price.netCents,
    });
    const participants = await testDb.db
      .selectFrom('orderParticipants')
      .select(['firstname', 'lastname', 'status', 'priceCents', 'eventId'])
      .where('orderId', '=', order.orderId)
      .execute();
    expect(participants).toHaveLength(6);
    expect(participants.every((p) => p.firstname === 'N.' && p.lastname === 'N.' && p.status === 'booked')).toBe(true);
    // Unnamed seats carry no e-mail: they are nobody's training, papers or photos until named.
    const emails = await testDb.db
      .selectFrom('orderParticipants')
      .select('email')
      .where('orderId', '=', order.orderId)
      .execute();
    expect(emails.every((p) => p.email === '')).toBe(true);
    const bookedForManager = await s.manager.agent.get(API_ROUTES.memberBookedForMe.path);
    expect(bookedForManager.body.bookings).toEqual([]);
    expect(participants.reduce((sum, p) => sum + p.priceCents, 0)).toBe(body.quote.price.netCents);
    const seats = await testDb.db
      .selectFrom('events')
      .select('seatsTaken')
      .where('eventId', '=', date.eventId)
      .executeTakeFirstOrThrow();
    expect(seats.seatsTaken).toBe(seatsBefore + 6);
    expect(
      await testDb.db
        .selectFrom('orders')
        .select('orderId')
        .where('idempotencyKey', '=', `angebot-${quoteId}`)
        .execute(),
    ).toHaveLength(1);
    expect(sent.map((m) => m.to).sort()).toEqual([users.manager.email, 'stefan.krueger@example.de'].sort());
    // The committee's bookings show the seats.
    const bookings = await s.manager.agent.get(API_ROUTES.committeeBookings.path);
    expect(bookings.body.bookings.filter((b: { orderId: number }) => b.orderId === order.orderId)).toHaveLength(6);
    expect(
      (await post(s.manager, path(API_ROUTES.quoteDecide, quoteId), { decision: 'decline' })).body.error.code,
    ).toBe('QUOTE_NOT_ALLOWED');
  });
});

describe('expiry, declining and in-house seminars', () => {
  async function sentQuote(body: object, offer: object): Promise<number> {
    const created = await post(s.member, API_ROUTES.quoteUpsert.path, body);
    expect(created.status).toBe(201);
    const id = created.body.quote.quoteId;
    expect((await post(s.admin, API_ROUTES.quoteUpsert.path, { quoteId: id, version: 0, ...offer })).status).toBe(200);
    expect((await post(s.admin, path(API_ROUTES.quoteSend, id), { version: 1 })).status).toBe(200);
    return id;
  }

  it('an in-house seminar: flat day rate and travel; accepting makes an order without seats', async () => {
    const date = await groupDate(2);
    const id = await sentQuote(
      {
        themeId: date.themeId,
        kind: 'inhouse',
        participants: 14,
        format: 'presence',
        postalCode: '80939',
        city: 'München',
        dateWindows: WINDOWS,
      },
      { days: 2, distanceKm: 180 },
    );
    const view = (await get(s.member, id)).body.quote;
    expect(view.price).toEqual(
      quotePrice({ kind: 'inhouse', participants: 14, days: 2, distanceKm: 180, discountPercent: 0 }),
    );
    expect(view.inhouse).toEqual({ postalCode: '80939', city: 'München' });
    const accepted = await post(s.member, path(API_ROUTES.quoteDecide, id), { decision: 'accept' });
    expect(accepted.status).toBe(200);
    const order = await testDb.db
      .selectFrom('orders')
      .selectAll()
      .where('orderId', '=', accepted.body.quote.order.orderId)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ userId: users.member.userId, totalCents: view.price.netCents, committeeId: null });
    expect(
      await testDb.db
        .selectFrom('orderParticipants')
        .select('participantId')
        .where('orderId', '=', order.orderId)
        .execute(),
    ).toEqual([]);
    expect(
      await testDb.db.selectFrom('orderStatusHistory').select('status').where('orderId', '=', order.orderId).execute(),
    ).toEqual([{ status: 'ordered' }]);
  });

  it('declined is final', async () => {
    const date = await groupDate(4, 1);
    const id = await sentQuote(
      { themeId: date.themeId, kind: 'group', participants: 3, format: 'any', dateWindows: WINDOWS },
      { eventId: date.eventId },
    );
    const declined = await post(s.member, path(API_ROUTES.quoteDecide, id), { decision: 'decline' });
    expect(declined.body.quote.status).toBe('declined');
    expect((await post(s.member, path(API_ROUTES.quoteDecide, id), { decision: 'accept' })).body.error.code).toBe(
      'QUOTE_NOT_ALLOWED',
    );
  });

  it('past its validity date a quote has expired and cannot be accepted', async () => {
    const date = await groupDate(4, 2);
    const id = await sentQuote(
      { themeId: date.themeId, kind: 'group', participants: 2, format: 'any', dateWindows: WINDOWS },
      { eventId: date.eventId, validUntil: '2026-01-15' },
    );
    now = new Date('2026-01-16T09:00:00.000Z');
    await loginAll();
    const view = (await get(s.member, id)).body.quote;
    expect(view).toMatchObject({ status: 'expired', statusLabel: 'abgelaufen', actions: { decide: false } });
    const late = await post(s.member, path(API_ROUTES.quoteDecide, id), { decision: 'accept' });
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({
      code: 'QUOTE_EXPIRED',
      message: 'Das Angebot ist abgelaufen. Bitte fordern Sie ein neues an.',
    });
    expect(
      (await s.admin.agent.get(`${API_ROUTES.quoteList.path}?status=expired`)).body.quotes.map(
        (q: { quoteId: number }) => q.quoteId,
      ),
    ).toContain(id);
  });
});
