import { ConfigError, loadConfig } from '../config';
import { createDb } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { clearSeed, seedIfEmpty } from './seed';

/** `npm run seed [-- --force]`: migrates, then seeds an empty database (--force: wipe the demo data first). */
async function main(): Promise<void> {
  const config = loadConfig();
  const handle = createDb(config.database);
  try {
    await migrateToLatest(handle);
    if (process.argv.includes('--force')) await clearSeed(handle.db);
    const started = Date.now();
    const result = await seedIfEmpty(handle.db, {
      memberBookings: true,
      ...(config.seedBaseDate ? { baseDate: config.seedBaseDate } : {}),
      ...(config.seedEventCount ? { eventCount: config.seedEventCount } : {}),
    });
    if ('counts' in result) {
      console.log(`Demodaten erzeugt (Basisdatum ${result.baseDate}, ${Date.now() - started} ms):`, result.counts);
    } else {
      console.log(`Datenbank enthält bereits Demodaten (Basisdatum ${result.baseDate}); --force erzeugt sie neu.`);
    }
  } finally {
    await handle.db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
