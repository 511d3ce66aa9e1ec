/** The footer's newsletter sign-up (SPEC §7 /api/newsletter-subscription-request) and its confirm link. */
import {
  API_ROUTES,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_OUTCOME_PARAM,
  NEWSLETTER_OUTCOMES,
  PAGE_ROUTES,
  buildPath,
  newsletterSubscriptionSchema,
  type NewsletterSubscriptionResponse,
} from '@amb/shared-contracts';
import { Router } from 'express';
import { siteOriginOf } from '../accounts/redirect';
import { ipKey, rateLimit } from '../auth';
import type { AuthConfig } from '../auth/config';
import type { Db } from '../db/types';
import { noStore } from '../http/noStore';
import { parseBody } from '../http/validation';
import type { Mailer } from '../mail';
import { confirmSubscriptionToken, requestSubscription } from '../newsletter/subscription';

export function newsletterRouter(db: Db, config: AuthConfig, mailer: Mailer): Router {
  const router = Router();

  router.post(
    API_ROUTES.newsletterSubscriptionRequest.path,
    rateLimit({
      name: 'newsletterSubscription',
      windowMs: 60 * 60 * 1000,
      limit: config.limits.newsletterSubscription,
      key: ipKey,
    }),
    async (req, res) => {
      const { email } = parseBody(newsletterSubscriptionSchema, req.body, { plainText: true });
      const origin = siteOriginOf(req.get('x-forwarded-host') ?? req.get('host'), config.origins);
      await requestSubscription(db, mailer, { email, origin, now: config.now() });
      res.status(202).json({ message: NEWSLETTER_MESSAGES.requested } satisfies NewsletterSubscriptionResponse);
    },
  );

  // The mail's link is opened by a browser: it answers with the start page, which says how it went.
  router.get(API_ROUTES.newsletterSubscriptionConfirm.path, noStore, async (req, res) => {
    const confirmed = await confirmSubscriptionToken(db, req.query.token, config.now());
    const outcome = confirmed ? NEWSLETTER_OUTCOMES.confirmed : NEWSLETTER_OUTCOMES.invalid;
    res.redirect(303, buildPath(PAGE_ROUTES.home.path, {}, { [NEWSLETTER_OUTCOME_PARAM]: outcome }));
  });

  return router;
}
