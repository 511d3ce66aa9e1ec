import { API_ROUTES, type MemberEventsResponse } from '@amb/shared-contracts';
import { createMailer } from '../mail';
import { loginAs } from '../test/agent';
import { TEST_BASE_DATE, type TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';
import { DEMO_BOOKINGS_EMAIL, META_DEMO_BOOKINGS, seedMemberBookings } from './memberBookings';

let testDb: TestDb;
let app: Awaited<ReturnType<typeof createTestApp>>['app'];

beforeAll(async () => {
  ({ testDb, app } = await createTestApp({ now: () => new Date(`${TEST_BASE_DATE}T09:00:00.000Z`) }));
});
afterAll(() => testDb.destroy());

describe('seedMemberBookings', () => {
  const marked = async () =>
    (await testDb.db.selectFrom('meta').select('key').where('key', '=', META_DEMO_BOOKINGS).execute()).length;

  it('gives the demo member a booking of two, a reservation, a waiting place and a past booking, once', async () => {
    // As at the api start: inside the start lock's transaction, which the engine's writes join.
    expect(await marked()).toBe(0);
    await testDb.db.transaction().execute((trx) => seedMemberBookings(trx, TEST_BASE_DATE, createMailer()));
    expect(await marked()).toBe(1);
    expect(await seedMemberBookings(testDb.db, TEST_BASE_DATE, createMailer())).toBe(false);
    const { agent } = await loginAs(app, DEMO_BOOKINGS_EMAIL);
    const future = (await agent.get(API_ROUTES.memberFutureEvents.path).expect(200)).body as MemberEventsResponse;
    expect(future.events.map((e) => e.participants.map((p) => p.status))).toEqual(
      expect.arrayContaining([['booked', 'booked'], ['reserved'], ['waiting']]),
    );
    expect(future.events).toHaveLength(3);
    const past = (await agent.get(API_ROUTES.memberPastEvents.path).expect(200)).body as MemberEventsResponse;
    expect(past.events.map((e) => e.participants.map((p) => p.status))).toEqual([['booked']]);
    expect(past.events[0]!.endDate < TEST_BASE_DATE).toBe(true);
  });
});
