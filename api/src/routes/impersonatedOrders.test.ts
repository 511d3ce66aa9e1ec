/**
 * Issue 21, finding 6: an order an admin places while acting as a member leaves an audit row (admin, member,
 * order), written in the order's own transaction; the member's own orders and refused checkouts leave none.
 */
import { API_ROUTES, CSRF_HEADER, ORDER_MESSAGES } from '@amb/shared-contracts';
import type { Express } from 'express';
import { loginAs, type Agent } from '../test/agent';
import { BILLING, PARTICIPANT, buyersWithCart, eventWithFreeSeats } from '../test/buyers';
import { createTestApp } from '../test/createTestApp';
import { TEST_BASE_DATE, type TestDb } from '../test/createTestDb';
import { csrfFrom, demoUsers, type DemoUsers } from '../test/demoUsers';

const NOW = new Date(`${TEST_BASE_DATE}T09:00:00.000Z`);
let testDb: TestDb;
let app: Express;
let users: DemoUsers;
beforeAll(async () => {
  ({ testDb, app } = await createTestApp({ now: () => NOW }));
  users = await demoUsers(testDb.db);
});
afterAll(() => testDb.destroy());

const orderAudits = () =>
  testDb.db.selectFrom('auditLog').selectAll().where('action', '=', 'order.place').orderBy('auditId').execute();

async function actingAs(memberId: number): Promise<{ agent: Agent; csrf: string }> {
  const admin = await loginAs(app, users.admin.email);
  const res = await admin.agent
    .post(API_ROUTES.impersonation.path)
    .set(CSRF_HEADER, admin.csrf)
    .send({ userId: memberId });
  expect(res.status).toBe(200);
  return { agent: admin.agent, csrf: csrfFrom(res) ?? admin.csrf };
}

const checkout = (session: { agent: Agent; csrf: string }, key: string) =>
  session.agent
    .post(API_ROUTES.cartCheckout.path)
    .set(CSRF_HEADER, session.csrf)
    .set('Idempotency-Key', key)
    .send({ acceptTerms: true });

describe('orders placed by an admin acting as a member', () => {
  it('write an audit row naming the admin, the member and the order', async () => {
    const eventId = await eventWithFreeSeats(testDb.db, TEST_BASE_DATE, 4, 60);
    const [memberId] = await buyersWithCart(testDb.db, { eventId, count: 1, participants: 2, tag: 'vertreten' });
    const before = await orderAudits();
    const res = await checkout(await actingAs(memberId!), 'vertretung-bestellung-1');
    expect(res.status).toBe(201);
    const orderId = res.body.order.orderId as number;
    const order = await testDb.db
      .selectFrom('orders')
      .select(['userId', 'totalCents'])
      .where('orderId', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order.userId).toBe(memberId);
    const audits = await orderAudits();
    expect(audits).toHaveLength(before.length + 1);
    const audit = audits.at(-1)!;
    expect(audit).toEqual(
      expect.objectContaining({
        actorUserId: users.admin.userId,
        targetUserId: memberId,
        createdAt: NOW.toISOString(),
      }),
    );
    expect(JSON.parse(audit.details)).toEqual({ orderId, eventIds: [eventId], totalCents: Number(order.totalCents) });
  });

  it('write none for a refused checkout (the row belongs to the order’s transaction) and none for the member’s own order', async () => {
    const eventId = await eventWithFreeSeats(testDb.db, TEST_BASE_DATE, 4, 61);
    const [memberId] = await buyersWithCart(testDb.db, { eventId, count: 1, tag: 'leer' });
    await testDb.db.deleteFrom('cartOptions').where('userId', '=', memberId!).execute();
    const before = await orderAudits();
    const refused = await checkout(await actingAs(memberId!), 'vertretung-ohne-adresse');
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(ORDER_MESSAGES.billingAddressMissing);
    expect(await orderAudits()).toHaveLength(before.length);

    const own = await loginAs(app, users.member.email);
    const post = (path: string, body: object) => own.agent.post(path).set(CSRF_HEADER, own.csrf).send(body);
    const item = await post(API_ROUTES.cartAddItem.path, {
      eventId: await eventWithFreeSeats(testDb.db, TEST_BASE_DATE, 4, 62),
    });
    expect(item.status).toBe(201);
    const cartItemId = item.body.item.cartItemId as number;
    expect((await post(API_ROUTES.cartAddRecipient.path, { cartItemId, ...PARTICIPANT })).status).toBe(201);
    expect((await post(API_ROUTES.cartUpdateOrderOptions.path, BILLING)).status).toBe(200);
    expect((await checkout(own, 'eigene-bestellung-1')).status).toBe(201);
    expect(await orderAudits()).toHaveLength(before.length);
  });
});
