/** E-mail availability and registration. */
import { API_ROUTES, quickLoginSchema, registrationSchema } from '@amb/shared-contracts';
import { Router } from 'express';
import { currentUserOf } from '../accounts/currentUser';
import { emailTaken, normaliseEmail } from '../accounts/email';
import { ipKey, rateLimit, rotateSession } from '../auth';
import type { AuthConfig } from '../auth/config';
import { rejectCommonPassword } from '../auth/commonPasswords';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/types';
import { parseBody } from '../http/validation';
import { findUserIdByEmail, insertUser } from '../repositories/users';

const isRegistered = async (db: Db, email: string): Promise<boolean> =>
  (await findUserIdByEmail(db, email)) !== undefined;

export function registrationRouter(db: Db, config: AuthConfig): Router {
  const router = Router();

  router.get(
    API_ROUTES.emailAvailability.path,
    rateLimit({ name: 'emailAvailability', windowMs: 60_000, limit: config.limits.emailAvailability, key: ipKey }),
    async (req, res) => {
      const { email } = parseBody(quickLoginSchema, { email: req.query.email }, { plainText: true });
      res.set('Cache-Control', 'no-store');
      res.json(!(await isRegistered(db, normaliseEmail(email))));
    },
  );

  router.post(
    API_ROUTES.userRegistration.path,
    rateLimit({ name: 'registration', windowMs: 60 * 60 * 1000, limit: config.limits.registration, key: ipKey }),
    async (req, res) => {
      const input = parseBody(registrationSchema, req.body, { plainText: true });
      rejectCommonPassword(input.password, 'password');
      const email = normaliseEmail(input.email);
      if (await isRegistered(db, email)) throw emailTaken();
      const passwordHash = await hashPassword(input.password);
      const now = config.now().toISOString();
      let userId: number;
      try {
        userId = await insertUser(db, {
          email,
          passwordHash,
          salutation: input.salutation,
          title: input.title ?? '',
          firstname: input.firstname,
          lastname: input.lastname,
          phone: input.phone,
          company: input.company,
          street: input.street,
          streetNumber: input.streetNumber,
          postalCode: input.postalCode,
          city: input.city,
          role: 'member',
          committeeId: null,
          committeeRole: null,
          createdAt: now,
          updatedAt: now,
        });
      } catch (error) {
        // A parallel registration of the same address won the race: same answer as above.
        if (await isRegistered(db, email)) throw emailTaken();
        throw error;
      }
      await rotateSession(req, res, { userId });
      res.status(201).json({ user: await currentUserOf(db, req.auth) });
    },
  );

  return router;
}
