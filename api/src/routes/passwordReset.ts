/** "Passwort vergessen?": single-use, expiring token by mail; setting a new password logs in. */
import {
  API_ROUTES,
  AUTH_MESSAGES,
  PAGE_ROUTES,
  buildPath,
  passwordSchema,
  quickLoginSchema,
} from '@amb/shared-contracts';
import { Router } from 'express';
import { object } from 'yup';
import { currentUserOf } from '../accounts/currentUser';
import { normaliseEmail } from '../accounts/email';
import { siteOriginOf } from '../accounts/redirect';
import { destroyUserSessions, ipKey, rateLimit, rotateSession } from '../auth';
import type { AuthConfig } from '../auth/config';
import { randomToken, sha256Hex } from '../auth/crypto';
import { rejectCommonPassword } from '../auth/commonPasswords';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/types';
import { httpError, type HttpError } from '../http/errors';
import { parseBody } from '../http/validation';
import type { Mailer } from '../mail';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const confirmSchema = object({ password: passwordSchema });
const resetInvalid = (): HttpError => httpError('RESET_INVALID', AUTH_MESSAGES.passwordResetInvalid);

function resetMail(firstname: string, link: string): string {
  return [
    `Hallo ${firstname},`,
    '',
    'Sie haben angefordert, Ihr Passwort für meinamb zurückzusetzen. Über diesen Link vergeben Sie ein neues Passwort:',
    '',
    link,
    '',
    'Der Link ist 60 Minuten gültig und kann nur einmal verwendet werden. Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.',
    '',
    'Ihre Akademie für Mitbestimmung',
  ].join('\n');
}

export function passwordResetRouter(db: Db, config: AuthConfig, mailer: Mailer): Router {
  const router = Router();
  const limit = rateLimit({
    name: 'passwordReset',
    windowMs: 15 * 60 * 1000,
    limit: config.limits.passwordReset,
    key: ipKey,
  });

  router.post(API_ROUTES.passwordResetRequest.path, limit, async (req, res) => {
    const { email } = parseBody(quickLoginSchema, req.body, { plainText: true });
    const user = await db
      .selectFrom('users')
      .select(['userId', 'email', 'firstname'])
      .where('email', '=', normaliseEmail(email))
      .executeTakeFirst();
    if (user) {
      const token = randomToken(32);
      const now = config.now();
      await db
        .insertInto('passwordResetTokens')
        .values({
          tokenHash: sha256Hex(token),
          userId: user.userId,
          expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS).toISOString(),
          usedAt: null,
        })
        .execute();
      const origin = siteOriginOf(req.get('x-forwarded-host') ?? req.get('host'), config.origins);
      const link = `${origin}${buildPath(PAGE_ROUTES.passwordReset.path, { token })}`;
      await mailer.send(
        db,
        {
          to: user.email,
          subject: 'Passwort zurücksetzen – Akademie für Mitbestimmung',
          text: resetMail(user.firstname, link),
          secret: true,
        },
        now,
      );
    }
    res.status(202).json({ message: AUTH_MESSAGES.passwordResetSent });
  });

  router.post(API_ROUTES.passwordResetConfirm.path, limit, async (req, res) => {
    const token: unknown = (req.body as { token?: unknown } | undefined)?.token;
    const { password } = parseBody(confirmSchema, req.body, { plainText: true });
    if (typeof token !== 'string' || token === '' || token.length > 200) throw resetInvalid();
    rejectCommonPassword(password, 'password');
    const now = config.now().toISOString();
    const passwordHash = await hashPassword(password);
    const userId = await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('passwordResetTokens')
        .select(['userId'])
        .where('tokenHash', '=', sha256Hex(token))
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now)
        .executeTakeFirst();
      if (!row) return null;
      const used = await trx
        .updateTable('passwordResetTokens')
        .set({ usedAt: now })
        .where('tokenHash', '=', sha256Hex(token))
        .where('usedAt', 'is', null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) return null;
      await trx.updateTable('users').set({ passwordHash, updatedAt: now }).where('userId', '=', row.userId).execute();
      return row.userId;
    });
    if (userId === null) throw resetInvalid();
    await destroyUserSessions(db, userId);
    await rotateSession(req, res, { userId });
    res.json({ user: await currentUserOf(db, req.auth) });
  });

  return router;
}
