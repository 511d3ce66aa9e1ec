import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Db, Dialect } from './db/types';
import { errorHandler, notFoundHandler } from './errors';
import { catalogueRouter } from './routes/catalogue';
import { consumerRouter } from './routes/consumer';
import { healthRouter } from './routes/health';
import { navigationRouter } from './routes/navigation';

export interface AppOptions {
  db: Db;
  dialect: Dialect;
  /** Where unexpected (5xx) errors are logged; never sent to the client. */
  logError?: (error: unknown) => void;
}

/** Builds the Express app (no listen): tests drive it with supertest. */
export function createApp({ db, dialect, logError = (e) => console.error(e) }: AppOptions): Express {
  const app = express();
  app.set('trust proxy', 'loopback');
  app.use(helmet());
  app.use(express.json({ limit: '100kb' }));
  app.use(healthRouter(db, dialect));
  app.use(catalogueRouter(db));
  app.use(consumerRouter(db));
  app.use(navigationRouter(db));
  app.use(notFoundHandler);
  app.use(errorHandler(logError));
  return app;
}
