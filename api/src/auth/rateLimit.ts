/** Rate limits (express-rate-limit 8) counted in the rate_limit_hits table: they hold across processes. */
import { AUTH_MESSAGES } from '@amb/shared-contracts';
import type { Request, RequestHandler } from 'express';
import {
  ipKeyGenerator,
  rateLimit as expressRateLimit,
  type IncrementResponse,
  type Options,
  type Store,
} from 'express-rate-limit';
import type { Db } from '../db/types';
import { HttpError } from '../errors';
import type { RateLimitSettings } from './config';
import { authContext } from './session';

/** Fixed windows: the row (key, window start) counts the hits of one window. */
export class DatabaseStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;

  constructor(
    private readonly db: Db,
    private readonly keyPrefix: string,
    private readonly now: () => Date,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  private window(): { start: string; reset: Date } {
    const now = this.now().getTime();
    const start = Math.floor(now / this.windowMs) * this.windowMs;
    return { start: new Date(start).toISOString(), reset: new Date(start + this.windowMs) };
  }

  async get(key: string): Promise<IncrementResponse | undefined> {
    const { start, reset } = this.window();
    const row = await this.db
      .selectFrom('rateLimitHits')
      .select('hits')
      .where('key', '=', this.keyPrefix + key)
      .where('windowStart', '=', start)
      .executeTakeFirst();
    return row ? { totalHits: row.hits, resetTime: reset } : undefined;
  }

  async increment(key: string): Promise<IncrementResponse> {
    const { start, reset } = this.window();
    const fullKey = this.keyPrefix + key;
    const row = await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('rateLimitHits').where('key', '=', fullKey).where('windowStart', '<', start).execute();
      return trx
        .insertInto('rateLimitHits')
        .values({ key: fullKey, windowStart: start, hits: 1 })
        .onConflict((oc) =>
          oc.columns(['key', 'windowStart']).doUpdateSet((eb) => ({ hits: eb('rateLimitHits.hits', '+', 1) })),
        )
        .returning('hits')
        .executeTakeFirstOrThrow();
    });
    return { totalHits: Number(row.hits), resetTime: reset };
  }

  async decrement(key: string): Promise<void> {
    const { start } = this.window();
    await this.db
      .updateTable('rateLimitHits')
      .set((eb) => ({ hits: eb('hits', '-', 1) }))
      .where('key', '=', this.keyPrefix + key)
      .where('windowStart', '=', start)
      .where('hits', '>', 0)
      .execute();
  }

  async resetKey(key: string): Promise<void> {
    await this.db
      .deleteFrom('rateLimitHits')
      .where('key', '=', this.keyPrefix + key)
      .execute();
  }
}

export interface RateLimitOptions {
  /** Unique name; also the key of RateLimitSettings when the limit is configurable. */
  name: string;
  windowMs: number;
  /** Default limit; `AuthConfig.limits[name]` overrides it when present. */
  limit: number;
  key: (req: Request) => string;
  /** German message of the 429 (default AUTH_MESSAGES.tooManyRequests). */
  message?: string;
  /** Count only failed (>= 400) responses, e.g. wrong passwords. */
  skipSuccessfulRequests?: boolean;
}

/** The client's IP as a rate-limit key (IPv6 grouped by /56 as express-rate-limit recommends). */
export const ipKey = (req: Request): string => ipKeyGenerator(req.ip ?? 'unknown');

const windows = new Map<string, number>();

/** The window length of every rate limit created so far, by name (the purge uses it to find ended windows). */
export function rateLimitWindows(): ReadonlyMap<string, number> {
  return windows;
}

/** A rate limit answering 429 `{error:{code:'RATE_LIMITED', message}}`. Needs sessionMiddleware first. */
export function rateLimit(options: RateLimitOptions): RequestHandler {
  windows.set(options.name, Math.max(windows.get(options.name) ?? 0, options.windowMs));
  const limiters = new WeakMap<Db, RequestHandler>();
  const message = options.message ?? AUTH_MESSAGES.tooManyRequests;
  return (req, res, next) => {
    const { db, config } = authContext(req);
    let limiter = limiters.get(db);
    if (!limiter) {
      const configured = (config.limits as unknown as Partial<Record<string, number>>)[options.name];
      limiter = expressRateLimit({
        windowMs: options.windowMs,
        limit: configured ?? options.limit,
        standardHeaders: 'draft-8',
        legacyHeaders: false,
        skipSuccessfulRequests: options.skipSuccessfulRequests ?? false,
        keyGenerator: (r) => options.key(r),
        store: new DatabaseStore(db, `${options.name}:`, config.now),
        // The limiter is built lazily per database: the creation-in-handler and key checks do not apply.
        validate: false,
        handler: (_r, _s, n) => n(new HttpError(429, 'RATE_LIMITED', message)),
      });
      limiters.set(db, limiter);
    }
    return limiter(req, res, next);
  };
}

/** Forgets the hits of one key of a named limit (e.g. the failed logins of an account after a success). */
export async function resetRateLimit(req: Request, name: string, key: string): Promise<void> {
  const { db } = authContext(req);
  await db.deleteFrom('rateLimitHits').where('key', '=', `${name}:${key}`).execute();
}

/** Takes back one hit of the current window (e.g. a successful login does not count against the IP). */
export async function forgiveRateLimitHit(req: Request, name: string, key: string, windowMs: number): Promise<void> {
  const { db, config } = authContext(req);
  const store = new DatabaseStore(db, `${name}:`, config.now);
  store.init({ windowMs } as Options);
  await store.decrement(key);
}

export type { RateLimitSettings };
