import { insertPastBooking } from '../../seed/pastParticipation';
import { createTestDb, type TestDb } from '../../test/createTestDb';
import { demoUsers } from '../../test/demoUsers';
import { pastEvents } from '../../test/pastEvents';
import { assignOrderCommittees } from './035_committee_orders';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.destroy());

describe('migration 035_committee_orders', () => {
  it('gives existing orders their committee only when the booker had joined it before ordering', async () => {
    const db = testDb.db;
    const users = await demoUsers(db);
    const [eventId] = await pastEvents(db);
    const { committeeId } = await db
      .selectFrom('users')
      .select('committeeId')
      .where('userId', '=', users.manager.userId)
      .executeTakeFirstOrThrow();
    const booking = (bookerUserId: number, at: string, email: string) =>
      insertPastBooking(db, {
        bookerUserId,
        eventId: eventId,
        participants: [{ firstname: 'T', lastname: 'N', email }],
        at,
      });
    const orderOf = async (participantId: number) =>
      await db
        .selectFrom('orderParticipants as p')
        .innerJoin('orders as o', 'o.orderId', 'p.orderId')
        .select(['o.orderId', 'o.committeeId'])
        .where('p.participantId', '=', participantId)
        .executeTakeFirstOrThrow();
    // The member joined the committee by an invitation used on 3 January.
    await db
      .updateTable('users')
      .set({ committeeId, committeeRole: 'member' })
      .where('userId', '=', users.member.userId)
      .execute();
    await db
      .insertInto('committeeInvitations')
      .values({
        committeeId: committeeId!,
        email: users.member.email,
        tokenHash: 'a'.repeat(64),
        invitedByUserId: users.manager.userId,
        createdAt: '2026-01-01T08:00:00.000Z',
        expiresAt: '2026-01-15T08:00:00.000Z',
        usedAt: '2026-01-03T08:00:00.000Z',
        usedByUserId: users.member.userId,
      })
      .execute();
    const [before] = await booking(users.member.userId, '2026-01-02T08:00:00.000Z', 'vorher@example.de');
    const [after] = await booking(users.member.userId, '2026-01-04T08:00:00.000Z', 'nachher@example.de');
    const [founder] = await booking(users.manager.userId, '2025-06-01T08:00:00.000Z', 'gruender@example.de');
    const [outsider] = await booking(users.otherMember.userId, '2026-01-04T08:00:00.000Z', 'fremd@example.de');
    // As the orders were before the migration: without a committee.
    await db.updateTable('orders').set({ committeeId: null }).execute();

    await assignOrderCommittees(db as never);

    expect((await orderOf(before!)).committeeId).toBeNull();
    expect((await orderOf(after!)).committeeId).toBe(committeeId);
    expect((await orderOf(founder!)).committeeId).toBe(committeeId);
    const outsiderCommittee = (
      await db
        .selectFrom('users')
        .select('committeeId')
        .where('userId', '=', users.otherMember.userId)
        .executeTakeFirstOrThrow()
    ).committeeId;
    expect((await orderOf(outsider!)).committeeId).toBe(outsiderCommittee);
  });
});
