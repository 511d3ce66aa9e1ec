import type { Express } from 'express';
import { createApp, type AppOptions } from '../app';
import { createTestDb, type TestDb } from './createTestDb';

export type TestAppOptions = Partial<Omit<AppOptions, 'db' | 'dialect'>> & { seed?: boolean };

/**
 * One test file's database (createTestDb) and an app over it; errors are not logged unless `logError` is
 * given. Use as `beforeAll(async () => ({ testDb, app } = await createTestApp()))`, then `testDb.destroy()`.
 */
export async function createTestApp({ seed = true, ...options }: TestAppOptions = {}): Promise<{
  testDb: TestDb;
  app: Express;
}> {
  const testDb = await createTestDb({ seed });
  return { testDb, app: createApp({ db: testDb.db, dialect: testDb.dialect, logError: () => {}, ...options }) };
}
