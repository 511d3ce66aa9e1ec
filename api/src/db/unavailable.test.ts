import { sql } from 'kysely';
import { createDb } from './connection';
import { isDatabaseUnavailable } from './unavailable';
import { createTestDb, secondConnection, type TestDb } from '../test/createTestDb';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb({ seed: false });
});
afterAll(() => testDb.destroy());

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    [
      'the server ending the session (fast shutdown)',
      withCode('terminating connection due to administrator command', '57P01'),
    ],
    ['the server starting up', withCode('the database system is starting up', '57P03')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['no connection within the pool timeout', new Error('timeout exceeded when trying to connect')],
    ['a wrapped cause', new Error('rollback failed', { cause: withCode('x', 'ECONNREFUSED') })],
  ])('%s: yes', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key', '23505')],
    ['a syntax error', withCode('syntax error at or near', '42601')],
    ['a SQLite constraint', withCode('UNIQUE constraint failed', 'SQLITE_CONSTRAINT_UNIQUE')],
    ['a plain error', new Error('kaputt')],
    ['no error at all', 'ECONNREFUSED'],
  ])('%s: no', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('recognises what node-postgres really throws for a refused connection', async () => {
    const unreachable = createDb({ dialect: 'postgres', url: 'postgres://amb:amb@127.0.0.1:9/amb' });
    try {
      const error = await sql`select 1`.execute(unreachable.db).then(
        () => null,
        (e: unknown) => e,
      );
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await unreachable.db.destroy();
    }
  });

  it('recognises a session the server ended, and the pool carries on with a new connection', async () => {
    const other = secondConnection(testDb);
    if (!other) return; // SQLite: there is no server that could end a session
    try {
      const pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(other.db)).rows[0]!.pid;
      await sql`select pg_terminate_backend(${pid}, 5000)`.execute(testDb.db);
      // The pool may notice the ended session while the connection is idle (then no query fails) or only when a
      // query uses it: that one query fails, as unavailable, and the pool's next connection works.
      const outcomes = [];
      for (let i = 0; i < 2; i += 1) {
        outcomes.push(
          await sql<{ one: number }>`select 1 as one`.execute(other.db).then(
            (result) => result.rows[0]!.one,
            (e: unknown) => (isDatabaseUnavailable(e) ? 'unavailable' : e),
          ),
        );
      }
      expect([
        [1, 1],
        ['unavailable', 1],
      ]).toContainEqual(outcomes);
    } finally {
      await other.db.destroy();
    }
  });
});
