import { sql } from 'kysely';
import { createTestDb, type TestDb } from '../test/createTestDb';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb({ seed: false });
});
afterAll(() => testDb.destroy());

const postgresOnly = process.env.AMB_TEST_DIALECT === 'postgres' ? it : it.skip;

describe('createDb (PostgreSQL)', () => {
  postgresOnly('turns JIT compilation off on every connection, keeping the schema search path', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        sql<{ jit: string; schema: string }>`select current_setting('jit') as jit, current_schema() as schema`.execute(
          testDb.db,
        ),
      ),
    );
    for (const { rows } of answers) expect(rows[0]).toEqual({ jit: 'off', schema: testDb.schema });
  });
});
