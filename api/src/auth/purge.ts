/**
 * Deletes data that can no longer be used: sessions past the idle or absolute limit, password-reset tokens
 * past expiry or used more than a day ago, rate-limit hits older than their window, device cookies and
 * login addresses past their time, chatbot conversations idle for 30 days. A background job runs it at start and
 * every 10 minutes (background/jobs.ts); requests never depend on it (expired rows are ignored anyway).
 */
import { CHATBOT_CONVERSATION_TTL_MS, DEVICE_TTL_MS, LOGIN_ADDRESS_TTL_MS } from '@amb/shared-contracts';
import type { BackgroundQueue } from '../background/queue';
import { deleteConversationsBefore } from '../repositories/chatbot';
import type { Db } from '../db/types';
import { deleteExpiredResetTokens } from '../repositories/passwordResetTokens';
import { deleteExpiredEmailConfirmations } from '../repositories/emailConfirmations';
import { deleteStaleAddresses, deleteStaleDevices } from '../repositories/loginTrust';
import { deleteEndedHitsOf, deleteHitsStartedUpTo } from '../repositories/rateLimitHits';
import { deleteExpiredSessions } from '../repositories/sessions';
import { resolveAuthConfig } from './config';

import { rateLimitWindows } from './rateLimit';

/** A used password-reset token is kept this long (then it goes even when its expiry lies further ahead). */
export const USED_TOKEN_RETENTION_MS = 24 * 60 * 60 * 1000;
/** Rows of a rate limit whose window length is unknown go once their window started this long ago. */
const FALLBACK_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface PurgeOptions {
  idleTimeoutMs?: number;
  absoluteTimeoutMs?: number;
  /** Window length by rate-limit name (default: every limit created with rateLimit()). */
  rateLimitWindows?: ReadonlyMap<string, number>;
}

export interface PurgeCounts {
  sessions: number;
  passwordResetTokens: number;
  rateLimitHits: number;
  /** Device cookies and login addresses no longer counted as known. */
  knownLogins: number;
  emailConfirmations: number;
  /** Chatbot conversations idle past their time (with their questions). */
  chatbotConversations: number;
}

const before = (now: Date, ms: number): string => new Date(now.getTime() - ms).toISOString();
const count = (result: { numDeletedRows: bigint } | undefined): number => Number(result?.numDeletedRows ?? 0n);

/** Deletes every expired row in one transaction and returns how many of each kind went. */
export async function purgeExpired(db: Db, now: Date, options: PurgeOptions = {}): Promise<PurgeCounts> {
  const defaults = resolveAuthConfig();
  const idle = options.idleTimeoutMs ?? defaults.idleTimeoutMs;
  const absolute = options.absoluteTimeoutMs ?? defaults.absoluteTimeoutMs;
  const windows = options.rateLimitWindows ?? rateLimitWindows();
  const nowIso = now.toISOString();

  return db.transaction().execute(async (trx) => {
    // The session middleware treats a session as expired when now - last_seen_at > idle (same for absolute).
    const sessions = await deleteExpiredSessions(trx, before(now, idle), before(now, absolute));

    // A token is valid while expires_at > now.
    const tokens = await deleteExpiredResetTokens(trx, nowIso, before(now, USED_TOKEN_RETENTION_MS));
    const confirmations = await deleteExpiredEmailConfirmations(trx, nowIso, before(now, USED_TOKEN_RETENTION_MS));

    // Keys are "<name>:<key>"; a window [start, start + windowMs) has ended when start + windowMs <= now.
    let rateLimitHits = 0;
    let longest = FALLBACK_WINDOW_MS;
    for (const [name, windowMs] of windows) {
      longest = Math.max(longest, windowMs);
      rateLimitHits += count(await deleteEndedHitsOf(trx, name, before(now, windowMs)));
    }
    rateLimitHits += count(await deleteHitsStartedUpTo(trx, before(now, longest)));

    const devices = await deleteStaleDevices(trx, before(now, DEVICE_TTL_MS));
    const addresses = await deleteStaleAddresses(trx, before(now, LOGIN_ADDRESS_TTL_MS));
    const conversations = await deleteConversationsBefore(trx, before(now, CHATBOT_CONVERSATION_TTL_MS));

    return {
      sessions: count(sessions),
      passwordResetTokens: count(tokens),
      emailConfirmations: count(confirmations),
      rateLimitHits,
      knownLogins: count(devices) + count(addresses),
      chatbotConversations: conversations,
    };
  });
}

/** What one run deleted, logged when it was anything. */
export function logPurge({
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

/** The periodic purge job (every 10 minutes and at start, once across processes). */
export function handlePurge(
  background: BackgroundQueue,
  db: Db,
  {
    now = () => new Date(),
    onPurged = logPurge,
    ...options
  }: PurgeOptions & { now?: () => Date; onPurged?: (counts: PurgeCounts) => void } = {},
): void {
  background.handle('expired-data-purge', {
    run: async () => onPurged(await purgeExpired(db, now(), options)),
  });
}
