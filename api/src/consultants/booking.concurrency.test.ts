/**
 * A slot is never given twice: 50 members book the same slot of one consultant at once. On PostgreSQL half of
 * them go through a second connection pool (as a second api process would), so the transactions really overlap
 * and the partial unique index decides; SQLite serialises the writers.
 */
import type { DbHandle } from '../db/connection';
import { HttpError } from '../http/errors';
import { createMailer } from '../mail';
import { createTestDb, secondConnection, type TestDb } from '../test/createTestDb';
import { NEW_PERSON } from '../test/people';
import { availableAppointments, bookAppointment } from './consultantService';

const NOW = new Date('2026-01-05T09:00:00.000Z');
let testDb: TestDb;
let second: DbHandle | null;

beforeAll(async () => {
  testDb = await createTestDb();
  second = secondConnection(testDb);
});
afterAll(async () => {
  await second?.db.destroy();
  await testDb.destroy();
});

async function members(count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const { userId } = await testDb.db
      .insertInto('users')
      .values({
        ...NEW_PERSON,
        email: `termin.${i}@example.de`,
        passwordHash: 'unbenutzt',
        role: 'member',
        committeeId: null,
        committeeRole: null,
        createdAt: NOW.toISOString(),
        updatedAt: NOW.toISOString(),
      })
      .returning('userId')
      .executeTakeFirstOrThrow();
    ids.push(userId);
  }
  return ids;
}

describe('booking one slot at once', () => {
  it('gives it to exactly one of 50 members and writes nothing for the others', async () => {
    const { db } = testDb;
    const userIds = await members(50);
    const { slots, consultantId } = await availableAppointments(db, { userId: userIds[0]!, committeeId: null }, NOW);
    const slot = slots[3]!;
    const mailer = createMailer();
    const results = await Promise.allSettled(
      userIds.map((userId, i) =>
        bookAppointment(i % 2 === 1 && second ? second.db : db, mailer, {
          member: { userId, committeeId: null },
          input: { startsAt: slot.startsAt, channel: 'video', topic: 'Sonstiges', note: '', phone: '' },
          now: NOW,
          origin: 'http://localhost:8080',
        }),
      ),
    );
    const booked = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(booked).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const { reason } of refused) {
      expect(reason).toBeInstanceOf(HttpError);
      expect(reason).toMatchObject({ code: 'SLOT_TAKEN', status: 409 });
    }
    const rows = await db
      .selectFrom('consultantAppointments')
      .select(['userId', 'status'])
      .where('consultantId', '=', consultantId)
      .where('startsAt', '=', slot.startsAt)
      .execute();
    expect(rows).toHaveLength(1);
    const mails = await db
      .selectFrom('mailOutbox')
      .select('recipient')
      .where('recipient', 'like', 'termin.%')
      .execute();
    expect(mails).toHaveLength(1);
    const after = await availableAppointments(db, { userId: userIds[1]!, committeeId: null }, NOW);
    expect(after.slots.map((s) => s.startsAt)).not.toContain(slot.startsAt);
  }, 120_000);
});
