import type { KyselyPlugin } from 'kysely';
import { createTestDb, type TestDb } from '../test/createTestDb';
import { prepared } from './prepared';
import type { Db } from './types';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb({ seed: false });
});
afterAll(() => testDb.destroy());

const AT = '2026-01-05T09:00:00.000Z';
beforeEach(() => testDb.db.deleteFrom('mailOutbox').execute());

/** Counts how often a statement is built (compiled). */
function counted<V, R>(build: Parameters<typeof prepared<V, R>>[0]) {
  const calls = { built: 0 };
  const run = prepared<V, R>((db, values) => {
    calls.built += 1;
    return build(db, values);
  });
  return { run, calls };
}

const insertMails = (db: Db, rows: Array<{ subject: string; sentAt?: string | null }>) =>
  db
    .insertInto('mailOutbox')
    .values(rows.map((row) => ({ recipient: 'a@example.de', bodyText: '', createdAt: AT, ...row })))
    .execute();

describe('prepared (statements compiled once per database and shape of their values)', () => {
  it('answers as the query built anew each time would, compiling each shape once', async () => {
    await insertMails(testDb.db, [{ subject: 'eins' }, { subject: 'zwei' }, { subject: 'drei', sentAt: AT }]);
    const { run, calls } = counted((db, { subjects }: { subjects: string[] }) =>
      db
        .selectFrom('mailOutbox')
        .select(['subject', 'sentAt'])
        .where('subject', 'in', subjects)
        .where('recipient', '=', 'a@example.de')
        .orderBy('mailId'),
    );
    const list = async (subjects: string[]) => (await run(testDb.db, { subjects })).rows;
    expect(await list(['eins'])).toEqual([{ subject: 'eins', sentAt: null }]);
    expect(await list(['zwei'])).toEqual([{ subject: 'zwei', sentAt: null }]);
    expect(calls.built).toBe(1);
    expect(await list(['drei', 'eins'])).toEqual([
      { subject: 'eins', sentAt: null },
      { subject: 'drei', sentAt: AT },
    ]);
    expect(await list(['zwei', 'vier'])).toEqual([{ subject: 'zwei', sentAt: null }]);
    expect(calls.built).toBe(2);
  });

  it('leaves out an undefined field, as Kysely does, in a template of its own', async () => {
    const { run, calls } = counted((db, row: { subject: string; sentAt?: string | null }) =>
      db
        .insertInto('mailOutbox')
        .values({ recipient: 'a@example.de', bodyText: '', createdAt: AT, ...row })
        .returning(['mailId', 'sentAt']),
    );
    const first = (await run(testDb.db, { subject: 'mit', sentAt: AT })).rows[0];
    const second = (await run(testDb.db, { subject: 'ohne', sentAt: undefined })).rows[0];
    const third = (await run(testDb.db, { subject: 'leer', sentAt: null })).rows[0];
    expect([first?.sentAt, second?.sentAt, third?.sentAt]).toEqual([AT, null, null]);
    expect(calls.built).toBe(2);
    expect(second!.mailId).toBeGreaterThan(first!.mailId);
  });

  it('counts changed rows, and inserts several rows in their order', async () => {
    const insert = prepared((db, rows: Array<{ subject: string }>) =>
      db
        .insertInto('mailOutbox')
        .values(rows.map((row) => ({ recipient: 'a@example.de', bodyText: '', createdAt: AT, sentAt: null, ...row }))),
    );
    const markSent = prepared((db, { subject, sentAt }: { subject: string; sentAt: string }) =>
      db.updateTable('mailOutbox').set({ sentAt }).where('subject', '=', subject).where('sentAt', 'is', null),
    );
    await insert(testDb.db, [{ subject: 'a' }, { subject: 'b' }, { subject: 'a' }]);
    expect((await markSent(testDb.db, { subject: 'a', sentAt: AT })).numAffectedRows).toBe(2n);
    expect((await markSent(testDb.db, { subject: 'a', sentAt: AT })).numAffectedRows).toBe(0n);
    const rows = await testDb.db.selectFrom('mailOutbox').select(['subject', 'sentAt']).orderBy('mailId').execute();
    expect(rows).toEqual([
      { subject: 'a', sentAt: AT },
      { subject: 'b', sentAt: null },
      { subject: 'a', sentAt: AT },
    ]);
  });

  it('runs in a transaction with the template of its database, and compiles anew for other plugins', async () => {
    const { run, calls } = counted((db, { subject }: { subject: string }) =>
      db.selectFrom('mailOutbox').select('subject').where('subject', '=', subject),
    );
    await insertMails(testDb.db, [{ subject: 'x' }]);
    expect((await run(testDb.db, { subject: 'x' })).rows).toEqual([{ subject: 'x' }]);
    await testDb.db.transaction().execute(async (trx) => {
      expect((await run(trx, { subject: 'x' })).rows).toEqual([{ subject: 'x' }]);
    });
    expect(calls.built).toBe(1);
    let seen = 0;
    const counting: KyselyPlugin = {
      transformQuery: ({ node }) => {
        seen += 1;
        return node;
      },
      transformResult: ({ result }) => Promise.resolve(result),
    };
    expect((await run(testDb.db.withPlugin(counting), { subject: 'x' })).rows).toEqual([{ subject: 'x' }]);
    expect(seen).toBe(1);
    expect(calls.built).toBe(2);
  });
});
