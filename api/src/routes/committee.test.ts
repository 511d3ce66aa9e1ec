/**
 * The committee (issue 12) on both databases: invitations (new address registers first, existing account,
 * used and expired token, another address), removing members, handing over the manager role, the settings
 * (server re-validation, 400 and nothing written; prefill of a member's cart), booking for a member through
 * the manager's cart and checkout (the member then sees it), the committee's cost per year, and the audit
 * of changes made while an admin acts as the manager.
 */
import {
  API_ROUTES,
  COMMITTEE_MESSAGES,
  CSRF_HEADER,
  VALIDATION_MESSAGES,
  type BookedForMeResponse,
  type CommitteeBookingsResponse,
  type CommitteeSettings,
  type CommitteeSettingsResponse,
  type ShoppingCartResponse,
} from '@amb/shared-contracts';
import type { Express } from 'express';
import { anonymousAgent, loginAs, type Agent } from '../test/agent';
import { eventWithFreeSeats } from '../test/buyers';
import { TEST_BASE_DATE, type TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';
import { csrfFrom } from '../test/demoUsers';
import { registrationOf } from '../test/people';

const NOW = new Date(`${TEST_BASE_DATE}T09:00:00.000Z`);
const DAY = 86_400_000;
let clock = NOW;
let testDb: TestDb;
let app: Express;

interface Session {
  agent: Agent;
  csrf: string;
}

beforeAll(async () => {
  ({ testDb, app } = await createTestApp({ now: () => clock }));
});
afterAll(() => testDb.destroy());
afterEach(() => {
  clock = NOW;
});

const login = (email: string) => loginAs(app, email);

async function send(session: Session, method: 'get' | 'post' | 'put', path: string, body?: object) {
  const req = session.agent[method](path);
  if (method !== 'get') req.set(CSRF_HEADER, session.csrf);
  const res = body ? await req.send(body) : await req;
  session.csrf = csrfFrom(res) ?? session.csrf;
  return res;
}

const userRow = (email: string) =>
  testDb.db
    .selectFrom('users')
    .select(['userId', 'committeeId', 'committeeRole'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();

/** The link token of the newest mail to `email` (the outbox keeps bodies when nothing is delivered). */
async function invitationToken(email: string): Promise<string> {
  const mail = await testDb.db
    .selectFrom('mailOutbox')
    .select(['bodyText', 'subject'])
    .where('recipient', '=', email)
    .orderBy('mailId', 'desc')
    .executeTakeFirstOrThrow();
  expect(mail.subject).toBe('Einladung in das Gremium „Betriebsrat Nordwerk GmbH“ – Akademie für Mitbestimmung');
  const match = /\/meinamb\/gremium-einladung\/([A-Za-z0-9_-]{43})/.exec(mail.bodyText);
  if (!match) throw new Error(`Kein Einladungslink in: ${mail.bodyText}`);
  return match[1]!;
}

describe('invitations', () => {
  let manager: Session;
  beforeAll(async () => {
    manager = await login('markus.fischer@example.de');
  });

  it('a new address registers first, then joins with the link; the link works once', async () => {
    const email = 'neu.im.gremium@example.de';
    const invited = await send(manager, 'post', API_ROUTES.committeeInvite.path, {
      email: ' Neu.im.Gremium@example.de ',
    });
    expect(invited.status).toBe(201);
    expect(invited.body.message).toBe(COMMITTEE_MESSAGES.invitationSent(email));
    const token = await invitationToken(email);
    const stored = await testDb.db.selectFrom('committeeInvitations').selectAll().where('email', '=', email).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(token);
    expect(stored[0]!.expiresAt).toBe(new Date(NOW.getTime() + 14 * DAY).toISOString());

    const visitor = await anonymousAgent(app);
    const anonymous = await send(visitor, 'post', API_ROUTES.committeeInvitationAccept.path, { token });
    expect(anonymous.status).toBe(401);
    const registered = await send(visitor, 'post', API_ROUTES.userRegistration.path, registrationOf(email));
    expect(registered.status).toBe(201);
    const joined = await send(visitor, 'post', API_ROUTES.committeeInvitationAccept.path, { token });
    expect(joined.status).toBe(200);
    expect(joined.body).toEqual({
      committee: { committeeId: 1, name: 'Betriebsrat Nordwerk GmbH', role: 'member' },
      message: COMMITTEE_MESSAGES.joined('Betriebsrat Nordwerk GmbH'),
    });
    expect(await userRow(email)).toEqual(expect.objectContaining({ committeeId: 1, committeeRole: 'member' }));

    const again = await send(visitor, 'post', API_ROUTES.committeeInvitationAccept.path, { token });
    expect(again.status).toBe(400);
    expect(again.body.error).toEqual({ code: 'INVITATION_INVALID', message: COMMITTEE_MESSAGES.invitationInvalid });
    const members = await send(manager, 'get', API_ROUTES.committeeUsers.path);
    expect(members.body.map((m: { email: string }) => m.email)).toContain(email);
  });

  it('an existing account joins; another account may not use its link; an expired link is refused', async () => {
    await send(manager, 'post', API_ROUTES.committeeInvite.path, { email: 'jonas.weber@example.de' });
    const token = await invitationToken('jonas.weber@example.de');
    const anna = await login('anna.schneider@example.de');
    const wrong = await send(anna, 'post', API_ROUTES.committeeInvitationAccept.path, { token });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.message).toBe(COMMITTEE_MESSAGES.invitationOtherEmail('jonas.weber@example.de'));
    expect(await userRow('anna.schneider@example.de')).toEqual(expect.objectContaining({ committeeId: null }));

    await send(manager, 'post', API_ROUTES.committeeInvite.path, { email: 'anna.schneider@example.de' });
    const annaToken = await invitationToken('anna.schneider@example.de');
    clock = new Date(NOW.getTime() + 14 * DAY + 1);
    const later = await login('anna.schneider@example.de');
    const expired = await send(later, 'post', API_ROUTES.committeeInvitationAccept.path, { token: annaToken });
    expect(expired.status).toBe(400);
    expect(expired.body.error.code).toBe('INVITATION_INVALID');
    expect(await userRow('anna.schneider@example.de')).toEqual(expect.objectContaining({ committeeId: null }));

    clock = new Date(NOW.getTime() + 14 * DAY - 1000);
    const jonas = await login('jonas.weber@example.de');
    const joined = await send(jonas, 'post', API_ROUTES.committeeInvitationAccept.path, { token });
    expect(joined.status).toBe(200);
    expect(await userRow('jonas.weber@example.de')).toEqual(
      expect.objectContaining({ committeeId: 1, committeeRole: 'member' }),
    );
  });

  it.each([
    ['a member of the committee', 'lena.wagner@example.de', COMMITTEE_MESSAGES.inviteeAlreadyMember],
    ['a member of another committee', 'murat.yilmaz@example.de', COMMITTEE_MESSAGES.inviteeInOtherCommittee],
  ])('inviting %s -> 409, no invitation, no mail', async (_label, email, message) => {
    const mails = await testDb.db.selectFrom('mailOutbox').select('mailId').execute();
    const res = await send(manager, 'post', API_ROUTES.committeeInvite.path, { email });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: 'COMMITTEE_CONFLICT', message, fields: { email: message } });
    expect(await testDb.db.selectFrom('committeeInvitations').where('email', '=', email).selectAll().execute()).toEqual(
      [],
    );
    expect(await testDb.db.selectFrom('mailOutbox').select('mailId').execute()).toHaveLength(mails.length);
  });

  it('a bad address -> 400 with the SPEC §5 message, nothing written', async () => {
    const res = await send(manager, 'post', API_ROUTES.committeeInvite.path, { email: 'kein-at-zeichen' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ email: VALIDATION_MESSAGES.emailInvalid });
    expect(
      await testDb.db.selectFrom('committeeInvitations').where('email', '=', 'kein-at-zeichen').selectAll().execute(),
    ).toEqual([]);
  });

  it('a malformed token -> 400', async () => {
    const jonas = await login('jonas.weber@example.de');
    const res = await send(jonas, 'post', API_ROUTES.committeeInvitationAccept.path, { token: 'abc' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ token: COMMITTEE_MESSAGES.token });
  });
});

describe('members: remove and hand over (committee 2)', () => {
  let sabine: Session;
  beforeAll(async () => {
    sabine = await login('sabine.koch@example.de');
  });

  it('the manager cannot remove himself, nor someone of another committee', async () => {
    const self = await userRow('sabine.koch@example.de');
    const own = await send(sabine, 'post', API_ROUTES.committeeMemberRemove.path, { userId: self.userId });
    expect(own.status).toBe(409);
    expect(own.body.error.message).toBe(COMMITTEE_MESSAGES.removeSelf);
    const lena = await userRow('lena.wagner@example.de');
    const other = await send(sabine, 'post', API_ROUTES.committeeMemberRemove.path, { userId: lena.userId });
    expect(other.status).toBe(404);
    expect(await userRow('lena.wagner@example.de')).toEqual(expect.objectContaining({ committeeId: 1 }));
  });

  it('removes a member', async () => {
    const julia = await userRow('julia.richter@example.de');
    const res = await send(sabine, 'post', API_ROUTES.committeeMemberRemove.path, { userId: julia.userId });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(COMMITTEE_MESSAGES.removed('Julia Richter'));
    expect(await userRow('julia.richter@example.de')).toEqual(
      expect.objectContaining({ committeeId: null, committeeRole: null }),
    );
  });

  it('hands the manager role on: exactly one manager afterwards, the old one is a member', async () => {
    const murat = await userRow('murat.yilmaz@example.de');
    const res = await send(sabine, 'post', API_ROUTES.committeeManagerTransfer.path, { userId: murat.userId });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(COMMITTEE_MESSAGES.transferred('Murat Yılmaz'));
    const roles = await testDb.db
      .selectFrom('users')
      .select(['email', 'committeeRole'])
      .where('committeeId', '=', 2)
      .orderBy('email')
      .execute();
    expect(roles).toEqual([
      { email: 'murat.yilmaz@example.de', committeeRole: 'manager' },
      { email: 'sabine.koch@example.de', committeeRole: 'member' },
    ]);
    const now = await send(sabine, 'post', API_ROUTES.committeeManagerTransfer.path, { userId: murat.userId });
    expect(now.status).toBe(403);
    expect((await send(sabine, 'get', API_ROUTES.committeeUsers.path)).status).toBe(200);
  });

  it('the database refuses a second manager of a committee', async () => {
    await expect(
      testDb.db
        .updateTable('users')
        .set({ committeeRole: 'manager' })
        .where('email', '=', 'sabine.koch@example.de')
        .execute(),
    ).rejects.toThrow();
  });
});

const SETTINGS: CommitteeSettings = {
  name: 'Betriebsrat Nordwerk GmbH',
  company: 'Nordwerk GmbH',
  street: 'Kaistraße',
  streetNumber: '7b',
  postalCode: '20457',
  city: 'Hamburg',
  costCentre: 'KST 4711',
  hotelOverNightOption: 'dayRate',
};

describe('settings', () => {
  it('a member reads them (not editable) and may not change them', async () => {
    const lena = await login('lena.wagner@example.de');
    const res = await send(lena, 'get', API_ROUTES.committeeSettings.path);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      settings: {
        name: 'Betriebsrat Nordwerk GmbH',
        company: 'Nordwerk GmbH',
        street: 'Hafenstraße',
        streetNumber: '12',
        postalCode: '20457',
        city: 'Hamburg',
        costCentre: 'KST 4100 Betriebsrat',
        hotelOverNightOption: 'overnight',
      },
      editable: false,
    } satisfies CommitteeSettingsResponse);
    expect((await send(lena, 'put', API_ROUTES.committeeSettings.path, SETTINGS)).status).toBe(403);
  });

  it('bad input -> 400 with the SPEC §5 messages, nothing written', async () => {
    const markus = await login('markus.fischer@example.de');
    const before = await send(markus, 'get', API_ROUTES.committeeSettings.path);
    const res = await send(markus, 'put', API_ROUTES.committeeSettings.path, {
      ...SETTINGS,
      name: 'X',
      street: 'Kaistraße 7',
      postalCode: '2045',
      hotelOverNightOption: 'zelt',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      name: COMMITTEE_MESSAGES.committeeName,
      street: VALIDATION_MESSAGES.streetNoDigits,
      postalCode: VALIDATION_MESSAGES.postalCodeInvalid,
      hotelOverNightOption: VALIDATION_MESSAGES.boardOption,
    });
    expect((await send(markus, 'get', API_ROUTES.committeeSettings.path)).body).toEqual(before.body);
    expect(await testDb.db.selectFrom('committeeSettings').select(['committeeId', 'costCentre']).execute()).toEqual([
      { committeeId: 1, costCentre: 'KST 4100 Betriebsrat' },
    ]);
  });

  it('the manager saves them; they prefill the order options of a member’s cart', async () => {
    const markus = await login('markus.fischer@example.de');
    const saved = await send(markus, 'put', API_ROUTES.committeeSettings.path, { ...SETTINGS, city: ' Hamburg ' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ settings: SETTINGS, editable: true });

    const tobias = await login('tobias.becker@example.de');
    const eventId = await eventWithFreeSeats(testDb.db, TEST_BASE_DATE, 5, 3);
    expect((await send(tobias, 'post', API_ROUTES.cartAddItem.path, { eventId })).status).toBe(201);
    const cart = (await send(tobias, 'get', API_ROUTES.cartGet.path)).body as ShoppingCartResponse;
    expect(cart.options).toEqual({
      company: 'Nordwerk GmbH',
      street: 'Kaistraße',
      streetNumber: '7b',
      postalCode: '20457',
      city: 'Hamburg',
      purchaseOrderNumber: '',
      costCentre: 'KST 4711',
      remarks: '',
    });

    const anna = await login('anna.schneider@example.de');
    expect((await send(anna, 'post', API_ROUTES.cartAddItem.path, { eventId })).status).toBe(201);
    expect(((await send(anna, 'get', API_ROUTES.cartGet.path)).body as ShoppingCartResponse).options).toBeNull();
  });
});

describe('booking for a member', () => {
  it('the manager books a member through his cart; the member sees it, the committee its cost', async () => {
    const markus = await login('markus.fischer@example.de');
    const lena = await userRow('lena.wagner@example.de');
    const eventId = await eventWithFreeSeats(testDb.db, TEST_BASE_DATE, 5, 4);
    const added = await send(markus, 'post', API_ROUTES.cartAddItem.path, { eventId });
    expect(added.status).toBe(201);
    const cartItemId = added.body.item.cartItemId as number;

    const outsider = await userRow('murat.yilmaz@example.de');
    const refused = await send(markus, 'post', API_ROUTES.committeeCartParticipant.path, {
      cartItemId,
      memberUserId: outsider.userId,
      kind: 'booking',
      hotelOverNightOption: 'dayRate',
    });
    expect(refused.status).toBe(404);

    const res = await send(markus, 'post', API_ROUTES.committeeCartParticipant.path, {
      cartItemId,
      memberUserId: lena.userId,
      kind: 'booking',
      hotelOverNightOption: 'dayRate',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(
      'Lena Wagner steht jetzt als Teilnehmerin in Ihrem Warenkorb. Buchen oder reservieren Sie dort den Platz.',
    );
    const cart = (await send(markus, 'get', API_ROUTES.cartGet.path)).body as ShoppingCartResponse;
    expect(cart.options?.costCentre).toBe('KST 4711');
    const participant = cart.items[0]!.participants[0]!;
    expect(participant).toEqual(
      expect.objectContaining({
        firstname: 'Lena',
        lastname: 'Wagner',
        email: 'lena.wagner@example.de',
        kind: 'booking',
      }),
    );

    const checkout = await markus.agent
      .post(API_ROUTES.cartCheckout.path)
      .set(CSRF_HEADER, markus.csrf)
      .set('Idempotency-Key', 'gremium-fuer-lena-1')
      .send({ acceptTerms: true });
    expect(checkout.status).toBe(201);
    const booked = checkout.body.order.items[0].participants[0];

    const lenaSession = await login('lena.wagner@example.de');
    const mine = (await send(lenaSession, 'get', API_ROUTES.memberBookedForMe.path)).body as BookedForMeResponse;
    expect(mine.bookings).toEqual([
      expect.objectContaining({
        participantId: booked.participantId,
        eventId,
        firstname: 'Lena',
        status: 'booked',
        bookedBy: 'Markus Fischer',
        memberUserId: lena.userId,
        priceCents: Math.round(booked.price * 100),
      }),
    ]);
    const jonas = await login('anna.schneider@example.de');
    expect(
      ((await send(jonas, 'get', API_ROUTES.memberBookedForMe.path)).body as BookedForMeResponse).bookings,
    ).toEqual([]);

    const committee = (await send(markus, 'get', API_ROUTES.committeeBookings.path)).body as CommitteeBookingsResponse;
    expect(committee.bookings.map((b) => b.participantId)).toContain(booked.participantId);
    const year = Number(
      committee.bookings.find((b) => b.participantId === booked.participantId)!.startDate.slice(0, 4),
    );
    const expected = committee.bookings
      .filter((b) => b.status === 'booked' && b.startDate.startsWith(String(year)))
      .reduce((sum, b) => sum + b.priceCents, 0);
    expect(committee.costs.find((c) => c.year === year)).toEqual({
      year,
      participants: committee.bookings.filter((b) => b.status === 'booked' && b.startDate.startsWith(String(year)))
        .length,
      totalCents: expected,
    });
    expect(expected).toBeGreaterThanOrEqual(Math.round(booked.price * 100));
  });

  it('bad input -> 400, nothing in the cart', async () => {
    const markus = await login('markus.fischer@example.de');
    const res = await send(markus, 'post', API_ROUTES.committeeCartParticipant.path, {
      cartItemId: 'x',
      memberUserId: 1,
      kind: 'kauf',
      hotelOverNightOption: '',
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['cartItemId', 'hotelOverNightOption', 'kind']);
  });
});

describe('an admin acting as the manager', () => {
  it('sees what the manager sees, and each change is audited', async () => {
    const admin = await login('admin@example.de');
    const markus = await userRow('markus.fischer@example.de');
    const started = await send(admin, 'post', API_ROUTES.impersonation.path, { userId: markus.userId });
    expect(started.status).toBe(200);
    expect((await send(admin, 'get', API_ROUTES.committeeBookings.path)).status).toBe(200);
    const res = await send(admin, 'put', API_ROUTES.committeeSettings.path, { ...SETTINGS, costCentre: 'KST 9' });
    expect(res.status).toBe(200);
    const audit = await testDb.db
      .selectFrom('auditLog')
      .select(['action', 'actorUserId', 'targetUserId', 'details'])
      .where('action', '=', 'committee.settings')
      .execute();
    const adminRow = await userRow('admin@example.de');
    expect(audit).toEqual([expect.objectContaining({ actorUserId: adminRow.userId, targetUserId: markus.userId })]);
    expect(JSON.parse(audit[0]!.details)).toEqual(expect.objectContaining({ costCentre: 'KST 9' }));
  });
});
