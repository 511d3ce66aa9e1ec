import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** base64url of `bytes` random bytes (16 = 128 bit session id, 32 for tokens). */
export const randomToken = (bytes: number): string => randomBytes(bytes).toString('base64url');

export const sha256Hex = (value: string): string => createHash('sha256').update(value, 'utf8').digest('hex');

/** Timing-safe string equality (hashes first, so lengths leak nothing). */
export function safeEqual(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}
