import {
  API_ROUTES,
  CSRF_HEADER,
  LEGAL_BASIS_MESSAGE,
  ORDER_MESSAGES,
  buildPath,
  type CheckoutResponse,
  type OrderResponse,
  type ShoppingCartResponse,
} from '@amb/shared-contracts';
import type { Express } from 'express';
import request from 'supertest';
import { loginAs, type Agent } from '../test/agent';
import { BILLING, PARTICIPANT } from '../test/buyers';
import { TEST_BASE_DATE, type TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';
import { demoUsers, type DemoUsers } from '../test/demoUsers';

const NOW = new Date(`${TEST_BASE_DATE}T09:00:00.000Z`);

let testDb: TestDb;
let app: Express;
let users: DemoUsers;
let open: number[];

beforeAll(async () => {
  ({ testDb, app } = await createTestApp({ now: () => NOW }));
  users = await demoUsers(testDb.db);
  open = (
    await testDb.db
      .selectFrom('events')
      .select('eventId')
      .where('startDate', '>=', '2026-02-01')
      .where('cancelledAt', 'is', null)
      .where((eb) => eb(eb('seatsTaken', '+', 10), '<=', eb.ref('capacity')))
      .orderBy('startDate')
      .orderBy('eventId')
      .execute()
  ).map((row) => row.eventId);
});
afterAll(() => testDb.destroy());

const post = (agent: Agent, csrf: string, path: string, body: object) =>
  agent.post(path).set(CSRF_HEADER, csrf).send(body);
const orderPath = (id: number | string) => buildPath(API_ROUTES.orderGet.path, { id });

/** A cart with one event and two participants (the second under `legalBasis`), billing address set. */
async function cartWithTwo(agent: Agent, csrf: string, eventId: number, legalBasis?: string) {
  const item = await post(agent, csrf, API_ROUTES.cartAddItem.path, { eventId }).expect(201);
  const cartItemId = item.body.item.cartItemId as number;
  await post(agent, csrf, API_ROUTES.cartAddRecipient.path, { cartItemId, ...PARTICIPANT }).expect(201);
  const res = await post(agent, csrf, API_ROUTES.cartAddRecipient.path, {
    cartItemId,
    ...PARTICIPANT,
    firstname: 'Bernd',
    ...(legalBasis ? { legalBasis } : {}),
  }).expect(201);
  await post(agent, csrf, API_ROUTES.cartUpdateOrderOptions.path, BILLING).expect(200);
  return res.body as ShoppingCartResponse;
}

describe('legal basis per participant', () => {
  it('defaults to § 37 Abs. 6, takes a chosen one, keeps it on an edit without it and refuses others (400, nothing changed)', async () => {
    const { agent, csrf } = await loginAs(app, users.member.email);
    const added = await cartWithTwo(agent, csrf, open[0]!, 'sbv179Abs4');
    const [first, second] = added.items[0]!.participants;
    expect([first!.legalBasis, second!.legalBasis]).toEqual(['br37Abs6', 'sbv179Abs4']);

    const edited = await post(agent, csrf, API_ROUTES.cartEditRecipient.path, {
      recipientId: first!.recipientId,
      ...PARTICIPANT,
      legalBasis: 'br37Abs7',
    }).expect(200);
    expect((edited.body as ShoppingCartResponse).items[0]!.participants[0]!.legalBasis).toBe('br37Abs7');
    const renamed = await post(agent, csrf, API_ROUTES.cartEditRecipient.path, {
      recipientId: second!.recipientId,
      ...PARTICIPANT,
      lastname: 'Neumann',
    }).expect(200);
    expect((renamed.body as ShoppingCartResponse).items[0]!.participants[1]).toMatchObject({
      lastname: 'Neumann',
      legalBasis: 'sbv179Abs4',
    });

    const bad = await post(agent, csrf, API_ROUTES.cartEditRecipient.path, {
      recipientId: first!.recipientId,
      ...PARTICIPANT,
      legalBasis: '§ 38 BetrVG',
    }).expect(400);
    expect(bad.body.error.fields).toEqual({ legalBasis: LEGAL_BASIS_MESSAGE });
    const badAdd = await post(agent, csrf, API_ROUTES.cartAddRecipient.path, {
      cartItemId: added.items[0]!.cartItemId,
      ...PARTICIPANT,
      legalBasis: 'br37',
    }).expect(400);
    expect(badAdd.body.error.fields).toEqual({ legalBasis: LEGAL_BASIS_MESSAGE });
    const after = (await agent.get(API_ROUTES.cartGet.path).expect(200)).body as ShoppingCartResponse;
    expect(after.items[0]!.participants.map((p) => p.legalBasis)).toEqual(['br37Abs7', 'sbv179Abs4']);
  });

  it('goes with each participant into the order, which GET order/:id shows its owner only', async () => {
    const { agent, csrf } = await loginAs(app, users.committeeMember.email);
    await cartWithTwo(agent, csrf, open[1]!, 'br37Abs7');
    const placed = await post(agent, csrf, API_ROUTES.cartCheckout.path, { acceptTerms: true })
      .set('Idempotency-Key', 'rechtsgrundlage-1')
      .expect(201);
    const { order } = placed.body as CheckoutResponse;
    expect(order.items[0]!.participants.map((p) => [p.firstname, p.legalBasis])).toEqual([
      ['Erika', 'br37Abs6'],
      ['Bernd', 'br37Abs7'],
    ]);

    const mine = await agent.get(orderPath(order.orderId)).expect(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect((mine.body as OrderResponse).order).toEqual(order);

    const other = await loginAs(app, users.member.email);
    const foreign = await other.agent.get(orderPath(order.orderId)).expect(404);
    expect(foreign.body.error).toEqual({ code: 'NOT_FOUND', message: ORDER_MESSAGES.orderNotFound });
    await other.agent.get(orderPath(999_999)).expect(404);
    const bad = await agent.get(orderPath('abc')).expect(400);
    expect(bad.body.error.fields).toEqual({ orderId: ORDER_MESSAGES.orderId });
    await request(app).get(orderPath(order.orderId)).expect(401);
  });
});
