/** The member's login e-mail and password: each change checks the current password and rotates the session. */
import {
  API_ROUTES,
  AUTH_MESSAGES,
  loginEmailSchema,
  passwordChangeSchema,
  type LoginEmailSavedResponse,
  type PasswordChangedResponse,
} from '@amb/shared-contracts';
import { Router, type RequestHandler } from 'express';
import type { AnyObjectSchema, InferType } from 'yup';
import { currentUserId, forbidWhileImpersonating, rateLimit, requireUser, rotateSession } from '../auth';
import { rejectCommonPassword } from '../auth/commonPasswords';
import type { AuthConfig } from '../auth/config';
import type { Db } from '../db/types';
import { parseBody } from '../http/validation';
import type { Mailer } from '../mail';
import { changeLoginEmail, changePassword } from '../members/credentials';
import { loginEmailChangedNotice } from '../members/loginEmailNotice';
import { saved } from '../members/saved';

/** Failed password checks of a signed-in member, per account: a stolen session cannot guess the password. */
const PASSWORD_CHECK_WINDOW_MS = 15 * 60 * 1000;
const PASSWORD_CHECK_LIMIT = 10;

export function memberCredentialsRouter(db: Db, config: AuthConfig, mailer: Mailer): Router {
  const router = Router();
  const passwordChecks = rateLimit({
    name: 'member-password-check',
    windowMs: PASSWORD_CHECK_WINDOW_MS,
    limit: PASSWORD_CHECK_LIMIT,
    key: (req) => String(currentUserId(req)),
    skipSuccessfulRequests: true,
  });
  /**
   * Login, no impersonation, a valid body (a new password not a common one), then the limit: only real
   * password checks count against it.
   */
  const credentialsGuard = (schema: AnyObjectSchema, newPasswordField?: string): RequestHandler[] => [
    requireUser,
    forbidWhileImpersonating,
    (req, res, next) => {
      const body = parseBody(schema, req.body) as Record<string, unknown>;
      if (newPasswordField) rejectCommonPassword(String(body[newPasswordField]), newPasswordField);
      res.locals.body = body;
      next();
    },
    passwordChecks,
  ];

  router.put(API_ROUTES.memberLoginEmail.path, ...credentialsGuard(loginEmailSchema), async (req, res) => {
    const input = res.locals.body as InferType<typeof loginEmailSchema>;
    const userId = currentUserId(req);
    const now = config.now();
    const { email, previous } = await changeLoginEmail(db, userId, req.auth.session?.sessionHash ?? null, input, now);
    if (previous !== null) {
      // Whoever else held a session (perhaps the one who should not) is out; this one gets a new id.
      await rotateSession(req, res, { userId, impersonatorUserId: null });
      await mailer.send(db, loginEmailChangedNotice(previous, req.auth.user!.firstname, now), now);
    }
    res.json(saved({ email }) satisfies LoginEmailSavedResponse);
  });

  router.put(
    API_ROUTES.memberPassword.path,
    ...credentialsGuard(passwordChangeSchema, 'newPassword'),
    async (req, res) => {
      const input = res.locals.body as InferType<typeof passwordChangeSchema>;
      const userId = currentUserId(req);
      await changePassword(db, userId, req.auth.session?.sessionHash ?? null, input, config.now());
      await rotateSession(req, res, { userId, impersonatorUserId: null });
      res.json({ message: AUTH_MESSAGES.passwordChanged } satisfies PasswordChangedResponse);
    },
  );

  return router;
}
