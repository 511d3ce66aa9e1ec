/** Every account route of helper A's part, as one router. */
import { Router } from 'express';
import type { AuthConfig } from '../auth/config';
import type { Db } from '../db/types';
import type { Mailer } from '../mail';
import { accountAdminRouter } from './accountAdmin';
import { passwordResetRouter } from './passwordReset';
import { registrationRouter } from './registration';
import { sessionRouter } from './session';

export function accountsRouter(db: Db, config: AuthConfig, mailer: Mailer, { outbox }: { outbox: boolean }): Router {
  const router = Router();
  router.use(sessionRouter(db, config));
  router.use(registrationRouter(db, config));
  router.use(passwordResetRouter(db, config, mailer));
  router.use(accountAdminRouter(db, { outbox }));
  return router;
}
