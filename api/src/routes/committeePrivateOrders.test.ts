/**
 * Issue 21, finding 6: a committee's manager sees the orders placed for the committee (the booker was a member at
 * checkout), never the private bookings a member made before joining.
 */
import { API_ROUTES, CSRF_HEADER, buildPath, type CommitteeBookingsResponse } from '@amb/shared-contracts';
import type { Express } from 'express';
import { loginAs, type Agent } from '../test/agent';
import { BILLING, PARTICIPANT, eventWithFreeSeats } from '../test/buyers';
import { createTestApp } from '../test/createTestApp';
import { TEST_BASE_DATE, type TestDb } from '../test/createTestDb';
import { demoUsers, type DemoUsers } from '../test/demoUsers';

const NOW = new Date(`${TEST_BASE_DATE}T09:00:00.000Z`);
let testDb: TestDb;
let app: Express;
let users: DemoUsers;
beforeAll(async () => {
  ({ testDb, app } = await createTestApp({ now: () => NOW }));
  users = await demoUsers(testDb.db);
});
afterAll(() => testDb.destroy());

type Session = { agent: Agent; csrf: string };

/** The member's own order of one participant for a fresh event: its order and participant id. */
async function order(session: Session, key: string, skip: number) {
  const post = (path: string, body: object) => session.agent.post(path).set(CSRF_HEADER, session.csrf).send(body);
  const eventId = await eventWithFreeSeats(testDb.db, TEST_BASE_DATE, 4, skip);
  const item = await post(API_ROUTES.cartAddItem.path, { eventId });
  expect(item.status).toBe(201);
  const cartItemId = item.body.item.cartItemId as number;
  expect((await post(API_ROUTES.cartAddRecipient.path, { cartItemId, ...PARTICIPANT })).status).toBe(201);
  expect((await post(API_ROUTES.cartUpdateOrderOptions.path, BILLING)).status).toBe(200);
  const res = await session.agent
    .post(API_ROUTES.cartCheckout.path)
    .set(CSRF_HEADER, session.csrf)
    .set('Idempotency-Key', key)
    .send({ acceptTerms: true });
  expect(res.status).toBe(201);
  return {
    orderId: res.body.order.orderId as number,
    participantId: res.body.order.items[0].participants[0].participantId as number,
  };
}

describe('a member joining a committee', () => {
  it('keeps the bookings from before private; the manager sees only those placed for the committee', async () => {
    const member = users.member;
    const committeeOf = async (userId: number) =>
      (await testDb.db.selectFrom('users').select('committeeId').where('userId', '=', userId).executeTakeFirstOrThrow())
        .committeeId;
    const committeeId = await committeeOf(users.manager.userId);
    expect(await committeeOf(member.userId)).toBeNull();
    const before = await order(await loginAs(app, member.email), 'privat-vor-beitritt', 70);
    // The member joins the manager's committee.
    await testDb.db
      .updateTable('users')
      .set({ committeeId, committeeRole: 'member' })
      .where('userId', '=', member.userId)
      .execute();
    const memberSession = await loginAs(app, member.email);
    const after = await order(memberSession, 'gremium-nach-beitritt', 71);

    const manager = await loginAs(app, users.manager.email);
    const bookings = (await manager.agent.get(API_ROUTES.committeeBookings.path)).body as CommitteeBookingsResponse;
    const seen = bookings.bookings.map((b) => b.participantId);
    expect(seen).toContain(after.participantId);
    expect(seen).not.toContain(before.participantId);

    const notice = (orderId: number) => buildPath(API_ROUTES.memberNotice.path, { id: orderId });
    expect((await manager.agent.get(notice(after.orderId))).status).toBe(200);
    const hidden = await manager.agent.get(notice(before.orderId));
    expect(hidden.status).toBe(404);
    expect((await manager.agent.get(buildPath(API_ROUTES.orderGet.path, { id: before.orderId }))).status).toBe(404);
    const cancel = await manager.agent
      .post(API_ROUTES.memberCancelRecipientBooking.path)
      .set(CSRF_HEADER, manager.csrf)
      .send({ participantId: before.participantId });
    expect(cancel.status).toBe(404);
    const participant = await testDb.db
      .selectFrom('orderParticipants')
      .select('status')
      .where('participantId', '=', before.participantId)
      .executeTakeFirstOrThrow();
    expect(participant.status).toBe('booked');
    // The member still has both.
    expect((await memberSession.agent.get(notice(before.orderId))).status).toBe(200);
    expect((await memberSession.agent.get(notice(after.orderId))).status).toBe(200);
  });
});
