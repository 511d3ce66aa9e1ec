/**
 * A member's reservations as the cart shows them: the live ones (to be confirmed before they run out) and
 * those that ran out in the last 30 days (their seat went back; the date can go into the cart again).
 */
import type { MemberReservation, ReservationsResponse } from '@amb/shared-contracts';
import type { Db } from '../db/types';
import type { Mailer } from '../mail';
import { listUserReservationRows } from '../repositories/orders';
import { orderNumber } from './orderView';
import { releaseAndNotify, type SeatContext } from './seats';

/** How long an expired reservation stays in view. */
export const EXPIRED_RESERVATIONS_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Reservations that ran out are released first, so what the member sees is what holds a seat. */
export async function memberReservations(
  db: Db,
  mailer: Mailer,
  userId: number,
  ctx: SeatContext,
): Promise<ReservationsResponse> {
  await releaseAndNotify(db, mailer, ctx);
  const since = new Date(ctx.now.getTime() - EXPIRED_RESERVATIONS_DAYS * DAY_MS).toISOString();
  const rows = await listUserReservationRows(db, userId, since);
  const reservations = rows.flatMap((row): MemberReservation[] =>
    row.reservedUntil !== null && (row.status === 'reserved' || row.status === 'expired')
      ? [
          {
            participantId: row.participantId,
            orderNumber: orderNumber(row.orderId),
            eventId: row.eventId,
            themeTitle: row.themeTitle,
            themeSlug: row.themeSlug,
            startDate: row.startDate,
            endDate: row.endDate,
            city: row.city ?? null,
            salutation: row.salutation,
            title: row.title,
            firstname: row.firstname,
            lastname: row.lastname,
            status: row.status,
            reservedUntil: row.reservedUntil,
          },
        ]
      : [],
  );
  return { reservations };
}
