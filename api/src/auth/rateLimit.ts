/** Rate limits (express-rate-limit 8) counted in the rate_limit_hits table: they hold across processes. */
import { AUTH_MESSAGES } from '@amb/shared-contracts';
import type { Request, RequestHandler, Response } from 'express';
import {
  ipKeyGenerator,
  rateLimit as expressRateLimit,
  type IncrementResponse,
  type Options,
  type Store,
} from 'express-rate-limit';
import type { Db } from '../db/types';
import { addHit, deleteHits, deleteHitsUpTo, lockKey, removeLatestHit, sumHits } from '../repositories/rateLimitHits';
import { httpError } from '../http/errors';
import type { RateLimitSettings } from './config';
import { authContext } from './session';

/**
 * A sliding log in rate_limit_hits: one row per hit time of a key; a hit counts for `windowMs` after it
 * happened, whatever the clock says about window boundaries (no 5 + 5 guesses across a boundary).
 * Rows are capped at limit + 1 per key and window, so a flood over the limit stores nothing more.
 * Everything is in the database: the limits hold across processes, on SQLite and PostgreSQL; concurrent hits of
 * one key take turns (lockKey), so parallel requests through several api processes never pass the limit together.
 */
export class DatabaseStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;
  private cap = Number.POSITIVE_INFINITY;

  constructor(
    private readonly db: Db,
    private readonly keyPrefix: string,
    private readonly now: () => Date,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
    if (typeof options.limit === 'number') this.cap = options.limit + 1;
  }

  private span(): { now: string; since: string } {
    const now = this.now().getTime();
    return { now: new Date(now).toISOString(), since: new Date(now - this.windowMs).toISOString() };
  }

  private async count(executor: Db, fullKey: string, since: string): Promise<IncrementResponse | undefined> {
    const row = await sumHits(executor, fullKey, since);
    const total = Number(row?.total ?? 0);
    if (!row?.oldest || total === 0) return undefined;
    return { totalHits: total, resetTime: new Date(Date.parse(row.oldest) + this.windowMs) };
  }

  async get(key: string): Promise<IncrementResponse | undefined> {
    return this.count(this.db, this.keyPrefix + key, this.span().since);
  }

  async increment(key: string): Promise<IncrementResponse> {
    const { now, since } = this.span();
    const fullKey = this.keyPrefix + key;
    return this.db.transaction().execute(async (trx) => {
      await lockKey(trx, fullKey);
      await deleteHitsUpTo(trx, fullKey, since);
      const current = await this.count(trx, fullKey, since);
      const total = (current?.totalHits ?? 0) + 1;
      if (total <= this.cap) await addHit(trx, fullKey, now);
      return { totalHits: total, resetTime: current?.resetTime ?? new Date(Date.parse(now) + this.windowMs) };
    });
  }

  /** Takes back the newest hit of the key (a request that turned out not to count). */
  async decrement(key: string): Promise<void> {
    await removeLatestHit(this.db, this.keyPrefix + key, this.span().since);
  }

  async resetKey(key: string): Promise<void> {
    await deleteHits(this.db, this.keyPrefix + key);
  }
}

export interface RateLimitOptions {
  /** Unique name; also the key of RateLimitSettings when the limit is configurable. */
  name: string;
  windowMs: number;
  /** Default limit; `AuthConfig.limits[name]` overrides it when present. */
  limit: number;
  key: (req: Request, res: Response) => string;
  /** Requests this limit does not count (e.g. login attempts another limit is responsible for). */
  skip?: (req: Request, res: Response) => boolean;
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

/** Names a limit's window for the purge (a limit counted with DatabaseStore outside `rateLimit`, too). */
export function registerRateLimitWindow(name: string, windowMs: number): void {
  windows.set(name, Math.max(windows.get(name) ?? 0, windowMs));
}

/** A rate limit answering 429 `{error:{code:'RATE_LIMITED', message}}`. Needs sessionMiddleware first. */
export function rateLimit(options: RateLimitOptions): RequestHandler {
  registerRateLimitWindow(options.name, options.windowMs);
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
        keyGenerator: (r, s) => options.key(r, s),
        ...(options.skip ? { skip: options.skip } : {}),
        store: new DatabaseStore(db, `${options.name}:`, config.now),
        // The limiter is built lazily per database: the creation-in-handler and key checks do not apply.
        validate: false,
        handler: (_r, _s, n) => n(httpError('RATE_LIMITED', message)),
      });
      limiters.set(db, limiter);
    }
    return limiter(req, res, next);
  };
}

/** Forgets the hits of one key of a named limit (e.g. the failed logins of an account after a success). */
export async function resetRateLimit(req: Request, name: string, key: string): Promise<void> {
  const { db } = authContext(req);
  await deleteHits(db, `${name}:${key}`);
}

/** Takes back one hit of the current window (e.g. a successful login does not count against the IP). */
export async function forgiveRateLimitHit(req: Request, name: string, key: string, windowMs: number): Promise<void> {
  const { db, config } = authContext(req);
  const store = new DatabaseStore(db, `${name}:`, config.now);
  store.init({ windowMs } as Options);
  await store.decrement(key);
}

export type { RateLimitSettings };
