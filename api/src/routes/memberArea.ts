/**
 * /api-meinamb/*: the signed-in member's settings. Every route needs a login and reads or writes only
 * the caller's own rows (the user id comes from the session, never from the request).
 */
import {
  API_ROUTES,
  AUTH_MESSAGES,
  MEMBER_AREA,
  SALUTATIONS,
  BR_FUNCTIONS,
  COUNTRIES,
  MEMBERSHIPS,
  advertisingSchema,
  brFunctionsSchema,
  countrySchema,
  hotelPreferencesSchema,
  loginEmailSchema,
  marketingPreferencesSchema,
  membershipsSchema,
  passwordChangeSchema,
  personalDataSchema,
} from '@amb/shared-contracts';
import { Router, type Request, type RequestHandler } from 'express';
import type { AnyObjectSchema, InferType } from 'yup';
import { rateLimit, requireUser, rotateSession } from '../auth';
import { rejectCommonPassword } from '../auth/commonPasswords';
import type { AuthConfig } from '../auth/config';
import type { Db } from '../db/types';
import { forbidden, loginRequired, validationFailed } from '../http/errors';
import { parseBody } from '../http/validation';
import { accountNavigation } from '../members/accountNavigation';
import { changeLoginEmail, changePassword } from '../members/credentials';
import { loadPersonalData, savePersonalData } from '../members/personalData';
import { loginEmailChangedNotice } from '../members/loginEmailNotice';
import { loadPreferences, updatePreferences } from '../members/preferences';
import type { Mailer } from '../mail';
import { findLoginEmail } from '../repositories/users';

/** Failed password checks of a signed-in member, per account: a stolen session cannot guess the password. */
const PASSWORD_CHECK_WINDOW_MS = 15 * 60 * 1000;
const PASSWORD_CHECK_LIMIT = 10;

function userIdOf(req: Request): number {
  const user = req.auth?.user;
  if (!user) throw loginRequired();
  return user.userId;
}

/** An admin acting as a member may not change the member's credentials. */
const forbidWhileImpersonating: RequestHandler = (req, _res, next) => {
  next(req.auth?.impersonator ? forbidden() : undefined);
};

const saved = <T extends object>(value: T): T & { message: string } => ({ ...value, message: AUTH_MESSAGES.saved });

export function memberAreaRouter(
  db: Db,
  config: AuthConfig,
  mailer: Mailer,
  { development }: { development: boolean },
): Router {
  const router = Router();
  const passwordChecks = rateLimit({
    name: 'member-password-check',
    windowMs: PASSWORD_CHECK_WINDOW_MS,
    limit: PASSWORD_CHECK_LIMIT,
    key: (req) => String(userIdOf(req)),
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

  router.use(`/api-${MEMBER_AREA}`, (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get(API_ROUTES.memberAccountNavigation.path, requireUser, (req, res) => {
    const path = req.query.path;
    if (path !== undefined && (typeof path !== 'string' || path.length > 2000)) {
      throw validationFailed({ path: 'Der Pfad ist ungültig.' });
    }
    const user = req.auth.user!;
    res.json(accountNavigation(user, path, req.auth.impersonator !== null, { development }));
  });

  router.get(API_ROUTES.memberSettings.path, requireUser, async (req, res) => {
    const userId = userIdOf(req);
    const [personalData, preferences, login] = await Promise.all([
      loadPersonalData(db, userId),
      loadPreferences(db, userId),
      findLoginEmail(db, userId),
    ]);
    res.json({
      personalData,
      loginEmail: login ?? '',
      ...preferences,
      options: { salutations: SALUTATIONS, countries: COUNTRIES, brFunctions: BR_FUNCTIONS, memberships: MEMBERSHIPS },
    });
  });

  router.put(API_ROUTES.memberSettings.path, requireUser, async (req, res) => {
    const { country } = parseBody(countrySchema, req.body);
    const next = await updatePreferences(db, userIdOf(req), { country }, config.now());
    res.json(saved({ country: next.country }));
  });

  router.get(API_ROUTES.memberPersonalData.path, requireUser, async (req, res) => {
    res.json(await loadPersonalData(db, userIdOf(req)));
  });

  router.put(API_ROUTES.memberPersonalData.path, requireUser, async (req, res) => {
    const input = parseBody(personalDataSchema, req.body);
    res.json(saved((await savePersonalData(db, userIdOf(req), input, config.now())) ?? {}));
  });

  router.put(API_ROUTES.memberLoginEmail.path, ...credentialsGuard(loginEmailSchema), async (req, res) => {
    const input = res.locals.body as InferType<typeof loginEmailSchema>;
    const userId = userIdOf(req);
    const now = config.now();
    const { email, previous } = await changeLoginEmail(db, userId, req.auth.session?.sessionHash ?? null, input, now);
    if (previous !== null) {
      // Whoever else held a session (perhaps the one who should not) is out; this one gets a new id.
      await rotateSession(req, res, { userId, impersonatorUserId: null });
      await mailer.send(db, loginEmailChangedNotice(previous, req.auth.user!.firstname, now), now);
    }
    res.json(saved({ email }));
  });

  router.put(
    API_ROUTES.memberPassword.path,
    ...credentialsGuard(passwordChangeSchema, 'newPassword'),
    async (req, res) => {
      const input = res.locals.body as InferType<typeof passwordChangeSchema>;
      const userId = userIdOf(req);
      await changePassword(db, userId, req.auth.session?.sessionHash ?? null, input, config.now());
      await rotateSession(req, res, { userId, impersonatorUserId: null });
      res.json({ message: AUTH_MESSAGES.passwordChanged });
    },
  );

  router.get(API_ROUTES.memberAdvertising.path, requireUser, async (req, res) => {
    const { advertisingOptIn } = await loadPreferences(db, userIdOf(req));
    res.json({ advertisingOptIn });
  });

  router.put(API_ROUTES.memberAdvertising.path, requireUser, async (req, res) => {
    const { advertisingOptIn } = parseBody(advertisingSchema, req.body);
    const next = await updatePreferences(db, userIdOf(req), { advertisingOptIn }, config.now());
    res.json(saved({ advertisingOptIn: next.advertisingOptIn }));
  });

  router.get(API_ROUTES.memberMarketingPreferences.path, requireUser, async (req, res) => {
    res.json((await loadPreferences(db, userIdOf(req))).marketingPreferences);
  });

  router.put(API_ROUTES.memberMarketingPreferences.path, requireUser, async (req, res) => {
    const { newsletter, events, magazine } = parseBody(marketingPreferencesSchema, req.body);
    const marketingPreferences = { newsletter, events, magazine };
    const next = await updatePreferences(db, userIdOf(req), { marketingPreferences }, config.now());
    res.json(saved(next.marketingPreferences));
  });

  router.get(API_ROUTES.memberHotelPreferences.path, requireUser, async (req, res) => {
    res.json((await loadPreferences(db, userIdOf(req))).hotelPreferences);
  });

  router.put(API_ROUTES.memberHotelPreferences.path, requireUser, async (req, res) => {
    const input = parseBody(hotelPreferencesSchema, req.body);
    const hotelPreferences = {
      singleRoom: input.singleRoom,
      nonSmoking: input.nonSmoking,
      barrierFree: input.barrierFree,
      note: (input.note ?? '').trim(),
    };
    const next = await updatePreferences(db, userIdOf(req), { hotelPreferences }, config.now());
    res.json(saved(next.hotelPreferences));
  });

  router.get(API_ROUTES.memberBrFunctions.path, requireUser, async (req, res) => {
    const { brFunctions } = await loadPreferences(db, userIdOf(req));
    res.json({ brFunctions, options: BR_FUNCTIONS });
  });

  router.put(API_ROUTES.memberBrFunctions.path, requireUser, async (req, res) => {
    const { brFunctions } = parseBody(brFunctionsSchema, req.body);
    const ordered = BR_FUNCTIONS.filter((option) => brFunctions.includes(option));
    const next = await updatePreferences(db, userIdOf(req), { brFunctions: ordered }, config.now());
    res.json(saved({ brFunctions: next.brFunctions, options: BR_FUNCTIONS }));
  });

  router.get(API_ROUTES.memberMemberships.path, requireUser, async (req, res) => {
    const { memberships } = await loadPreferences(db, userIdOf(req));
    res.json({ memberships, options: MEMBERSHIPS });
  });

  router.put(API_ROUTES.memberMemberships.path, requireUser, async (req, res) => {
    const { memberships } = parseBody(membershipsSchema, req.body);
    const ordered = MEMBERSHIPS.filter((option) => memberships.includes(option));
    const next = await updatePreferences(db, userIdOf(req), { memberships: ordered }, config.now());
    res.json(saved({ memberships: next.memberships, options: MEMBERSHIPS }));
  });

  router.get(API_ROUTES.memberCountries.path, requireUser, (_req, res) => {
    res.json(COUNTRIES);
  });

  router.get(API_ROUTES.memberSalutations.path, requireUser, (_req, res) => {
    res.json(SALUTATIONS);
  });

  return router;
}
