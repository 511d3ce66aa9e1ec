import { createApp } from './app';
import { resolveAuthConfig } from './auth/config';
import { startPurgeTimer, type PurgeCounts } from './auth/purge';
import { startReservationTimer } from './orders/seats';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/openDatabase';
import { createApiServer } from './http/httpServer';
import { createMailer } from './mail';
import { localPhotoStorage } from './photos/photoStorage';
// The composition root hands the seed to the database opener; nothing else at run time imports seed/.
import { seedDemoData } from './seed';

function logPurge({
  sessions,
  passwordResetTokens,
  rateLimitHits,
  knownLogins,
  emailConfirmations,
}: PurgeCounts): void {
  if (sessions + passwordResetTokens + rateLimitHits + knownLogins + emailConfirmations === 0) return;
  console.log(
    `Abgelaufene Daten gelöscht: ${sessions} Sitzungen, ${passwordResetTokens} Passwort-Links, ${rateLimitHits} Zähler, ` +
      `${knownLogins} bekannte Geräte/Adressen, ${emailConfirmations} Bestätigungslinks / purged expired sessions, ` +
      'reset tokens, rate-limit hits, known logins, e-mail confirmation links',
  );
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const photoStorage = localPhotoStorage(config.photoDir);
  const where = config.database.dialect === 'sqlite' ? config.database.file : 'PostgreSQL (DATABASE_URL)';
  const { db, dialect, baseDate, seeded } = await openDatabase(
    config.database,
    seedDemoData({
      ...(config.seedBaseDate ? { baseDate: config.seedBaseDate } : {}),
      ...(config.seedEventCount ? { eventCount: config.seedEventCount } : {}),
      photoStorage,
    }),
  );
  console.log(
    `Datenbank: ${where}${seeded ? ` – Demodaten erzeugt (Basisdatum ${baseDate})` : ` (Basisdatum ${baseDate})`}`,
  );

  const mailer = createMailer(config.mail);
  const { limits, ...authSettings } = config.auth;
  const app = createApp({
    db,
    dialect,
    auth: authSettings,
    limits,
    mailer,
    mode: config.mode,
    trustedProxies: config.trustedProxies,
    reservationDays: config.reservationDays,
    photoStorage,
  });
  const server = createApiServer(app).listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    console.log(`API läuft auf http://${config.host}:${port}`);
  });
  server.on('error', (error) => {
    console.error(`API konnte nicht starten / API could not start: ${error.message}`);
    process.exit(1);
  });

  const { idleTimeoutMs, absoluteTimeoutMs } = resolveAuthConfig(authSettings);
  const stopPurge = startPurgeTimer(db, { idleTimeoutMs, absoluteTimeoutMs, onPurged: logPurge });
  const stopReservations = startReservationTimer(db, mailer, { reservationDays: config.reservationDays });

  const shutdown = (): void => {
    server.close(() => {
      void Promise.all([stopPurge(), stopReservations()])
        .then(() => db.destroy())
        .finally(() => process.exit(0));
    });
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error('API-Start fehlgeschlagen / API start failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
