/**
 * The order api beyond the small cart (SPEC §7): the full cart, participants (add/edit/delete-recipient),
 * order options, the checkout (a full event's group may join its waiting list: `waitlist: true`), the caller's own
 * orders (GET order/:id) and the member's reservations (list, confirm). Every write needs the CSRF token
 * (app-wide); the checkout needs a login
 * and an Idempotency-Key header.
 */
import {
  API_ROUTES,
  IDEMPOTENCY_KEY_PATTERN,
  ORDER_MESSAGES,
  addRecipientSchema,
  checkoutSchema,
  confirmReservationSchema,
  deleteRecipientSchema,
  editRecipientSchema,
  orderIdSchema,
  orderOptionsSchema,
  type CartContents,
  type CheckoutResponse,
  type OrderResponse,
  type ReservationsResponse,
  type ShoppingCartResponse,
  type UpdateOrderOptionsResponse,
} from '@amb/shared-contracts';
import { Router } from 'express';
import { currentUserId } from '../auth';
import type { AuthConfig } from '../auth/config';
import type { Db } from '../db/types';
import { validationFailed } from '../http/errors';
import { parseBody } from '../http/validation';
import type { Mailer } from '../mail';
import { checkout } from '../orders/checkout';
import { loadUserOrder } from '../orders/orderView';
import { auditIfImpersonating } from '../members/impersonationAudit';
import { memberReservations } from '../orders/reservations';
import { confirmReservation } from '../orders/seats';
import {
  EMPTY_CART,
  addRecipient,
  editRecipient,
  removeRecipient,
  saveOrderOptions,
  shoppingCart,
} from '../orders/shoppingCart';
import { berlinToday } from '../util/calendarDays';
import { addressOptions } from '../orders/addressOptions';
import { ownerOf, writerOf } from './cartOwner';

export interface OrderRouterOptions {
  /** How long a reservation holds its seat (never beyond the event's start). */
  reservationDays: number;
}

export function orderRouter(
  db: Db,
  config: AuthConfig,
  mailer: Mailer,
  { reservationDays }: OrderRouterOptions,
): Router {
  const router = Router();
  const clock = () => {
    const now = config.now();
    return { now, today: berlinToday(now) };
  };

  // The page explains a reservation with the days this api holds it for (configurable, RESERVATION_DAYS).
  const answer = (cart: CartContents): ShoppingCartResponse => ({ ...cart, reservationDays });

  router.get(API_ROUTES.cartGet.path, async (req, res) => {
    const owner = ownerOf(req);
    if (!owner) return void res.json(answer(EMPTY_CART));
    const cart = await shoppingCart(db, mailer, owner, { ...clock(), reservationDays });
    // Data typed once is not asked again: the member's own address prefills the billing address.
    const suggestedOptions = cart.options === null && 'userId' in owner ? await addressOptions(db, owner.userId) : null;
    res.json({ ...answer(cart), suggestedOptions });
  });

  router.post(API_ROUTES.cartAddRecipient.path, async (req, res) => {
    const { cartItemId, ...person } = parseBody(addRecipientSchema, req.body, { plainText: true });
    const cart = await addRecipient(db, writerOf(req), cartItemId, person, clock());
    res.status(201).json(answer(cart));
  });

  router.post(API_ROUTES.cartEditRecipient.path, async (req, res) => {
    const { recipientId, ...person } = parseBody(editRecipientSchema, req.body, { plainText: true });
    res.json(answer(await editRecipient(db, writerOf(req), recipientId, person, clock())));
  });

  router.post(API_ROUTES.cartDeleteRecipient.path, async (req, res) => {
    const { recipientId } = parseBody(deleteRecipientSchema, req.body);
    res.json(answer(await removeRecipient(db, writerOf(req), recipientId, clock().today)));
  });

  router.post(API_ROUTES.cartUpdateOrderOptions.path, async (req, res) => {
    const options = parseBody(orderOptionsSchema, req.body, { plainText: true });
    const saved = await saveOrderOptions(db, writerOf(req), options, config.now());
    res.json({ options: saved } satisfies UpdateOrderOptionsResponse);
  });

  router.post(API_ROUTES.cartCheckout.path, async (req, res) => {
    // Logged out, the cart stays with the session: the page asks to log in or register first.
    const userId = currentUserId(req);
    const { waitlist } = parseBody(checkoutSchema, req.body);
    const idempotencyKey = req.get('Idempotency-Key') ?? '';
    if (!IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
      throw validationFailed({ idempotencyKey: ORDER_MESSAGES.idempotencyKey }, ORDER_MESSAGES.idempotencyKey);
    }
    const { order, created } = await checkout(db, mailer, {
      userId,
      idempotencyKey,
      reservationDays,
      actingAdminId: req.auth.impersonator?.userId,
      waitlist,
      ...clock(),
    });
    res.status(created ? 201 : 200).json({ order } satisfies CheckoutResponse);
  });

  router.get(API_ROUTES.orderGet.path, async (req, res) => {
    const userId = currentUserId(req);
    const { orderId } = parseBody(orderIdSchema, { orderId: req.params.id });
    res.json({ order: await loadUserOrder(db, userId, orderId) } satisfies OrderResponse);
  });

  // A member's reservations (live, and expired in the last 30 days) and turning one into a booking.
  router.get(API_ROUTES.orderReservations.path, async (req, res) => {
    const ctx = { now: config.now(), reservationDays };
    res.json((await memberReservations(db, mailer, currentUserId(req), ctx)) satisfies ReservationsResponse);
  });

  router.post(API_ROUTES.orderConfirmReservation.path, async (req, res) => {
    const userId = currentUserId(req);
    const { participantId } = parseBody(confirmReservationSchema, req.body);
    const ctx = { now: config.now(), reservationDays };
    await confirmReservation(db, mailer, userId, participantId, ctx);
    await auditIfImpersonating(db, req, 'booking.confirm', { participantId }, ctx.now);
    res.json((await memberReservations(db, mailer, userId, ctx)) satisfies ReservationsResponse);
  });

  return router;
}
