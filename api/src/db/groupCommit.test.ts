import { createTestDb, type TestDb } from '../test/createTestDb';
import { inWriteTransaction } from './groupCommit';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb({ seed: false });
});
afterAll(() => testDb.destroy());

const AT = '2026-01-05T09:00:00.000Z';
const write = (subject: string) => (trx: TestDb['db']) =>
  trx
    .insertInto('mailOutbox')
    .values({ recipient: 'a@example.de', subject, bodyText: '', createdAt: AT, sentAt: null })
    .returning('mailId')
    .executeTakeFirstOrThrow();
const subjects = async () =>
  (await testDb.db.selectFrom('mailOutbox').select('subject').orderBy('mailId').execute()).map((r) => r.subject);

beforeEach(() => testDb.db.deleteFrom('mailOutbox').execute());

/** On PostgreSQL every unit is a transaction of its own: concurrent ones do not see each other. */
const sqliteOnly = process.env.AMB_TEST_DIALECT === 'postgres' ? it.skip : it;

describe('inWriteTransaction (group commit on SQLite, plain transactions on PostgreSQL)', () => {
  it('writes every unit that succeeds and nothing of a unit that throws, whatever their neighbours do', async () => {
    const results = await Promise.allSettled([
      inWriteTransaction(testDb.db, write('eins')),
      inWriteTransaction(testDb.db, async (trx) => {
        await write('verworfen')(trx);
        throw new Error('Einheit scheitert');
      }),
      inWriteTransaction(testDb.db, write('drei')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error('Einheit scheitert'));
    expect((await subjects()).sort()).toEqual(['drei', 'eins']);
  });

  it('inside a transaction the work joins it: written with it, or undone with it', async () => {
    await testDb.db.transaction().execute((trx) => inWriteTransaction(trx, write('mit')));
    await expect(
      testDb.db.transaction().execute(async (trx) => {
        await inWriteTransaction(trx, write('zurückgerollt'));
        throw new Error('äußere Transaktion scheitert');
      }),
    ).rejects.toThrow('äußere Transaktion scheitert');
    expect(await subjects()).toEqual(['mit']);
  });

  sqliteOnly('lets each unit see the writes of the units before it, as sequential transactions would', async () => {
    const counts = await Promise.all(
      ['a', 'b', 'c'].map((subject) =>
        inWriteTransaction(testDb.db, async (trx) => {
          await write(subject)(trx);
          const row = await trx
            .selectFrom('mailOutbox')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow();
          return Number(row.n);
        }),
      ),
    );
    expect(counts).toEqual([1, 2, 3]);
  });

  it('answers a unit only after its writes are committed and visible outside', async () => {
    const { mailId } = await inWriteTransaction(testDb.db, write('sichtbar'));
    const row = await testDb.db.selectFrom('mailOutbox').select('subject').where('mailId', '=', mailId).execute();
    expect(row).toEqual([{ subject: 'sichtbar' }]);
  });

  it('rolls a unit back whole when it throws alone in its transaction', async () => {
    await expect(
      inWriteTransaction(testDb.db, async (trx) => {
        await write('allein verworfen')(trx);
        throw new Error('Einheit scheitert allein');
      }),
    ).rejects.toThrow('Einheit scheitert allein');
    await inWriteTransaction(testDb.db, write('danach'));
    expect(await subjects()).toEqual(['danach']);
  });

  it('takes a unit that arrives while a group runs into the next group', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = inWriteTransaction(testDb.db, async (trx) => {
      await write('erste Gruppe')(trx);
      await gate;
    });
    const second = inWriteTransaction(testDb.db, write('nächste Gruppe'));
    release();
    await Promise.all([first, second]);
    expect((await subjects()).sort()).toEqual(['erste Gruppe', 'nächste Gruppe']);
  });
});
