/** An order as the client sees it (CheckoutResponse): options, items with participants, history. */
import { ORDER_MESSAGES, type Order, type OrderItem } from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { notFound } from '../http/errors';
import { findOrderRow, isUserOrder, listOrderHistory, listOrderParticipantRows } from '../repositories/orders';

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

export async function loadOrder(db: Db, orderId: number): Promise<Order> {
  const row = await findOrderRow(db, orderId);
  const items = new Map<number, OrderItem>();
  for (const p of await listOrderParticipantRows(db, orderId)) {
    let item = items.get(p.eventId);
    if (!item) {
      item = {
        eventId: p.eventId,
        themeTitle: p.themeTitle,
        startDate: p.startDate,
        endDate: p.endDate,
        participants: [],
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
