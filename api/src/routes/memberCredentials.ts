/** The member's login e-mail and password: each change checks the current password and rotates the session. */
import {
  API_ROUTES,
  AUTH_MESSAGES,
  EMAIL_CONFIRMATION_MESSAGES,
  loginEmailSchema,
  passwordChangeSchema,
  type LoginEmailSavedResponse,
  type PasswordChangedResponse,
} from '@amb/shared-contracts';
import { Router, type RequestHandler } from 'express';
import type { AnyObjectSchema, InferType } from 'yup';
import { requestLoginEmailChange } from '../accounts/emailConfirmation';
import { siteOriginOf } from '../accounts/redirect';
import { currentUserId, forbidWhileImpersonating, rateLimit, requireUser, rotateSession } from '../auth';
import type { AuthConfig } from '../auth/config';
import { rejectWeakPassword } from '../auth/passwordStrength';
import type { Db } from '../db/types';
import { parseBody } from '../http/validation';
import type { Mailer } from '../mail';
import { changePassword, checkLoginEmailChange } from '../members/credentials';

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
   * Login, no impersonation, a valid body (a new password neither common nor derived from the member's e-mail
   * or name), then the limit: only real password checks count against it.
   */
  const credentialsGuard = (schema: AnyObjectSchema, newPasswordField?: string): RequestHandler[] => [
    requireUser,
    forbidWhileImpersonating,
    (req, res, next) => {
      const body = parseBody(schema, req.body) as Record<string, unknown>;
      if (newPasswordField) {
        const user = req.auth.user!;
        rejectWeakPassword(String(body[newPasswordField]), newPasswordField, [
          user.email,
          `${user.firstname} ${user.lastname}`,
        ]);
      }
      res.locals.body = body;
      next();
    },
    passwordChecks,
  ];

  /** The new address gets a confirmation link; it becomes the login e-mail (and the old one is told) only then. */
  router.put(API_ROUTES.memberLoginEmail.path, ...credentialsGuard(loginEmailSchema), async (req, res) => {
    const input = res.locals.body as InferType<typeof loginEmailSchema>;
    const userId = currentUserId(req);
    const { current, pending } = await checkLoginEmailChange(db, userId, input);
    if (pending === null) {
      res.json({ email: current, pendingEmail: null, message: AUTH_MESSAGES.saved } satisfies LoginEmailSavedResponse);
      return;
    }
    const origin = siteOriginOf(req.get('x-forwarded-host') ?? req.get('host'), config.origins);
    await requestLoginEmailChange(db, mailer, { userId, email: pending, origin, now: config.now() });
    res.json({
      email: current,
      pendingEmail: pending,
      message: EMAIL_CONFIRMATION_MESSAGES.changeRequested(pending),
    } satisfies LoginEmailSavedResponse);
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
