/**
 * POST /order-api/online-fax/checkout: the fax form's registration submitted online (members only, like the
 * checkout; CSRF app-wide; an Idempotency-Key header). Each part is checked with the shared schema the page
 * uses; messages are keyed `participants.<n>.<field>` and `options.<field>`, and nothing is written on bad input.
 */
import {
  API_ROUTES,
  IDEMPOTENCY_KEY_PATTERN,
  ORDER_MESSAGES,
  onlineFaxSchema,
  orderOptionsSchema,
  participantSchema,
  validateForm,
  type CheckoutResponse,
  type FieldErrors,
} from '@amb/shared-contracts';
import { Router } from 'express';
import type { AnyObjectSchema, InferType } from 'yup';
import { currentUserId } from '../auth';
import type { AuthConfig } from '../auth/config';
import type { Db } from '../db/types';
import { HttpError, validationFailed } from '../http/errors';
import { parseBody } from '../http/validation';
import type { Mailer } from '../mail';
import { checkout } from '../orders/checkout';
import { registrationSource } from '../orders/onlineFax';
import { berlinToday } from '../util/calendarDays';

/** One part of the body checked like a form body (plain-text rules included); its messages under `prefix`. */
function checkPart<S extends AnyObjectSchema>(
  schema: S,
  value: unknown,
  prefix: string,
  errors: FieldErrors,
): InferType<S> | undefined {
  try {
    return parseBody(schema, value, { plainText: true });
  } catch (error) {
    if (!(error instanceof HttpError) || !error.fields) throw error;
    for (const [field, message] of Object.entries(error.fields)) errors[`${prefix}.${field}`] ??= message;
    return undefined;
  }
}

export function onlineFaxRouter(db: Db, config: AuthConfig, mailer: Mailer, reservationDays: number): Router {
  const router = Router();
  router.post(API_ROUTES.onlineFaxCheckout.path, async (req, res) => {
    const userId = currentUserId(req);
    const top = validateForm(onlineFaxSchema, req.body);
    const errors: FieldErrors = top.ok ? {} : { ...top.fields };
    // The parts as sent: the top schema only checks that they are there (it knows none of their fields).
    const body = req.body as { participants?: unknown[]; options?: unknown };
    const participants = top.ok
      ? (body.participants ?? []).map((person, index) =>
          checkPart(participantSchema, person, `participants.${index}`, errors),
        )
      : [];
    const options = top.ok ? checkPart(orderOptionsSchema, body.options, 'options', errors) : undefined;
    if (!top.ok || Object.keys(errors).length > 0 || !options) throw validationFailed(errors);
    const idempotencyKey = req.get('Idempotency-Key') ?? '';
    if (!IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
      throw validationFailed({ idempotencyKey: ORDER_MESSAGES.idempotencyKey }, ORDER_MESSAGES.idempotencyKey);
    }
    const now = config.now();
    const { order, created } = await checkout(db, mailer, {
      userId,
      idempotencyKey,
      reservationDays,
      actingAdminId: req.auth.impersonator?.userId,
      waitlist: top.value.waitlist === true,
      now,
      today: berlinToday(now),
      source: registrationSource({
        userId,
        eventId: top.value.eventId,
        participants: participants.filter((p) => p !== undefined),
        options,
      }),
    });
    res.status(created ? 201 : 200).json({ order } satisfies CheckoutResponse);
  });
  return router;
}
