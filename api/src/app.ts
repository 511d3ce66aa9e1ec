import express, { type Express } from 'express';
import helmet from 'helmet';
import { csrfProtection, resolveAuthConfig, sessionMiddleware, type AuthConfig, type RateLimitSettings } from './auth';
import type { Db, Dialect } from './db/types';
import { errorHandler, notFoundHandler } from './errors';
import { createMailer, type Mailer } from './mail';
import { accountsRouter } from './routes/accounts';
import { catalogueRouter } from './routes/catalogue';
import { consumerRouter } from './routes/consumer';
import { healthRouter } from './routes/health';
import { impersonationRouter } from './routes/impersonation';
import { memberAreaRouter } from './routes/memberArea';
import { navigationRouter } from './routes/navigation';
import { requestGuards } from './requestGuards';

export interface AppOptions {
  db: Db;
  dialect: Dialect;
  /** Where unexpected (5xx) errors are logged; never sent to the client. */
  logError?: (error: unknown) => void;
  /** Clock of sessions, tokens and rate limits (tests move it forward). */
  now?: () => Date;
  /** Site origins, token secret, timeouts (see auth/config.ts); env values come in through server.ts. */
  auth?: Partial<Omit<AuthConfig, 'limits' | 'now'>>;
  /** Overrides of the rate limits (requests per window). */
  limits?: Partial<RateLimitSettings>;
  /** Outgoing mail (default: outbox table only). */
  mailer?: Mailer;
}

/** Builds the Express app (no listen): tests drive it with supertest. */
export function createApp({
  db,
  dialect,
  logError = (e) => console.error(e),
  now,
  auth = {},
  limits,
  mailer = createMailer({ logError }),
}: AppOptions): Express {
  const authConfig = resolveAuthConfig({ ...auth, ...(now ? { now } : {}), ...(limits ? { limits } : {}) });
  const app = express();
  app.set('trust proxy', 'loopback');
  app.use(helmet());
  app.use(requestGuards);
  app.use(express.json({ limit: '100kb' }));
  app.use(sessionMiddleware(db, authConfig));
  app.use(csrfProtection);
  app.use(accountsRouter(db, authConfig, mailer));
  app.use(impersonationRouter(db, authConfig));
  app.use(memberAreaRouter(db, authConfig));
  app.use(healthRouter(db, dialect));
  app.use(catalogueRouter(db));
  app.use(consumerRouter(db));
  app.use(navigationRouter(db));
  app.use(notFoundHandler);
  app.use(errorHandler(logError));
  return app;
}
