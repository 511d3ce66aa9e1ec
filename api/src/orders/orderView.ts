/** An order as the client sees it (CheckoutResponse): options, items with participants, history. */
import { ORDER_MESSAGES, type Order, type OrderItem, type OrderWorkshop } from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { notFound } from '../http/errors';
import { findOrderRow, isUserOrder, listOrderHistory, listOrderParticipantRows } from '../repositories/orders';
import { listParticipantConferenceRows, listParticipantWorkshopRows } from '../repositories/conferenceSeats';
import { findConferenceRowsByEvents } from '../repositories/conferences';
import { conferenceUrl } from '../conferences/programme';

export const orderNumber = (orderId: number): string => `AMB-${String(orderId).padStart(6, '0')}`;

/** The order's stored parts: its row's columns, its items with participants, its history. */
export interface OrderParts {
  orderId: number;
  createdAt: string;
  totalCents: number;
  options: Order['options'];
  items: OrderItem[];
  history: Order['history'];
}

/** The one shape of an order for the client, from its parts (read back, or as the checkout just wrote them). */
export function orderViewOf({ orderId, createdAt, totalCents, options, items, history }: OrderParts): Order {
  return { orderId, orderNumber: orderNumber(orderId), createdAt, total: totalCents / 100, options, items, history };
}

/** The workshops and member prices of some order participants (none for seminar participants). */
export async function participantConferenceParts(db: Db, participantIds: readonly number[]) {
  const [workshopRows, conferenceRows] = await Promise.all([
    listParticipantWorkshopRows(db, participantIds),
    listParticipantConferenceRows(db, participantIds),
  ]);
  const workshops = new Map<number, OrderWorkshop[]>();
  for (const { participantId, choiceId: _choice, ...workshop } of workshopRows) {
    const list = workshops.get(participantId) ?? [];
    list.push(workshop);
    workshops.set(participantId, list);
  }
  const unionMembers = new Set(conferenceRows.filter((r) => r.unionMember === 1).map((r) => r.participantId));
  return { workshops, unionMembers };
}

export async function loadOrder(db: Db, orderId: number): Promise<Order> {
  const row = await findOrderRow(db, orderId);
  const items = new Map<number, OrderItem>();
  const participantRows = await listOrderParticipantRows(db, orderId);
  const eventIds = [...new Set(participantRows.map((p) => p.eventId))];
  const [conferences, parts] = await Promise.all([
    findConferenceRowsByEvents(db, eventIds),
    participantConferenceParts(
      db,
      participantRows.map((p) => p.participantId),
    ),
  ]);
  for (const p of participantRows) {
    let item = items.get(p.eventId);
    if (!item) {
      const conference = conferences.find((c) => c.eventId === p.eventId);
      item = {
        eventId: p.eventId,
        themeTitle: p.themeTitle,
        startDate: p.startDate,
        endDate: p.endDate,
        participants: [],
        conferenceUrl: conference ? conferenceUrl(conference.slug) : null,
      };
      items.set(p.eventId, item);
    }
    item.participants.push({
      participantId: p.participantId,
      position: p.position,
      salutation: p.salutation,
      title: p.title,
      firstname: p.firstname,
      lastname: p.lastname,
      email: p.email,
      brFunction: p.brFunction,
      hotelOverNightOption: p.hotelOverNightOption,
      kind: p.kind,
      legalBasis: p.legalBasis,
      status: p.status,
      price: p.priceCents / 100,
      reservedUntil: p.reservedUntil,
      workshops: parts.workshops.get(p.participantId) ?? [],
      unionMember: parts.unionMembers.has(p.participantId),
    });
  }
  return orderViewOf({
    orderId,
    createdAt: row.createdAt,
    totalCents: row.totalCents,
    options: {
      company: row.company,
      street: row.street,
      streetNumber: row.streetNumber,
      postalCode: row.postalCode,
      city: row.city,
      purchaseOrderNumber: row.purchaseOrderNumber,
      costCentre: row.costCentre,
      remarks: row.remarks,
    },
    items: [...items.values()],
    history: await listOrderHistory(db, orderId),
  });
}

/** One of the user's own orders; another's order is as unknown as a missing one (404). */
export async function loadUserOrder(db: Db, userId: number, orderId: number): Promise<Order> {
  if (!(await isUserOrder(db, userId, orderId))) throw notFound(ORDER_MESSAGES.orderNotFound);
  return loadOrder(db, orderId);
}
