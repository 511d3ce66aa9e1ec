/** Short-lived signed token for the app download page: `<payload>.<HMAC-SHA256>` (base64url). */
import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../db/types';
import { safeEqual } from '../auth/crypto';
import { insertMetaIfAbsent, readMeta } from '../repositories/meta';

export const USER_TOKEN_TTL_MS = 5 * 60 * 1000;
const META_TOKEN_SECRET = 'token_secret';

/** TOKEN_SECRET when given, else a random secret generated once and kept in the meta table. */
export async function tokenSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  const existing = await readMeta(db, META_TOKEN_SECRET);
  if (existing !== undefined) return existing;
  await insertMetaIfAbsent(db, META_TOKEN_SECRET, randomBytes(32).toString('base64url'));
  return (await readMeta(db, META_TOKEN_SECRET))!;
}

const sign = (payload: string, secret: string): string =>
  createHmac('sha256', secret).update(payload).digest('base64url');

export function createUserToken(userId: number, now: Date, secret: string): { token: string; expiresAt: string } {
  const expiresAt = new Date(now.getTime() + USER_TOKEN_TTL_MS).toISOString();
  const payload = Buffer.from(JSON.stringify({ sub: userId, exp: expiresAt })).toString('base64url');
  return { token: `${payload}.${sign(payload, secret)}`, expiresAt };
}

/** The user id of a valid, unexpired token, else null. */
export function verifyUserToken(token: string, now: Date, secret: string): number | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0 || !safeEqual(signature, sign(payload, secret))) return null;
  try {
    const { sub, exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      sub: unknown;
      exp: unknown;
    };
    if (typeof sub !== 'number' || typeof exp !== 'string' || Date.parse(exp) <= now.getTime()) return null;
    return sub;
  } catch {
    return null;
  }
}
