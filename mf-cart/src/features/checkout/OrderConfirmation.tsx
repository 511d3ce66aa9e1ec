import { useEffect, useRef } from 'react';
import { buildPath, PAGE_ROUTES, type Order, type OrderParticipant, participantName } from '@amb/shared-contracts/core';
import { confirmationHeading } from '@amb/shared-contracts/booking';
import { formatDate, formatTime } from '@amb/shared-contracts/dates';
import { PARTICIPANT_KIND_LABELS } from '@amb/shared-contracts/schemas';
import { Card } from '@amb/remote-kit';
import { CartCostFacts } from '../../components/CartCostFacts';
import { itemDates } from '../../components/itemFacts';
import { placedParticipantPrice } from '../../components/participantPrice';
import { CHECKOUT_TEXTS, PARTICIPANT_STATUS_TEXTS } from './checkoutTexts';

const dateTime = (iso: string) => `${formatDate(iso)}, ${formatTime(iso)} Uhr`;

/** 'Reserviert bis 12.03.2027, 00:00 Uhr' for a reservation, else the status alone. */
export function participantStatus(person: OrderParticipant): string {
  const text = PARTICIPANT_STATUS_TEXTS[person.status];
  if (person.status !== 'reserved' || !person.reservedUntil) return text;
  return `${text} bis ${dateTime(person.reservedUntil)}`;
}

/** The page's heading after the order: thanks for a booking, „Ihre Reservierung bis …“, or the waiting list. */
export const orderHeading = (order: Order): string =>
  confirmationHeading(
    order.items.flatMap((item) => item.participants),
    dateTime,
  );

/** The h1's text after the order; it takes the focus, so a screen reader starts with what happened. */
export function ConfirmationHeading({ text }: { text: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <span ref={ref} tabIndex={-1}>
      {text}
    </span>
  );
}

/** What the order costs now: bookings; reservations and waiting places apart (they cost nothing yet). */
function orderCosts(order: Order) {
  const sums = { booked: 0, reserved: 0, waiting: 0 };
  for (const person of order.items.flatMap((item) => item.participants)) {
    const key = person.status === 'reserved' ? 'reserved' : person.status === 'waiting' ? 'waiting' : 'booked';
    sums[key] += Math.round(person.price * 100);
  }
  return { booked: sums.booked / 100, reserved: sums.reserved / 100, waiting: sums.waiting / 100 };
}

/** After the checkout: the order number, what each participant holds, the costs and the confirmation as PDF. */
export function OrderConfirmation({ order }: { order: Order }) {
  const participants = order.items.flatMap((item) => item.participants);
  return (
    <section className="amb-cart-confirmation" aria-label={orderHeading(order)}>
      <p role="status">
        {CHECKOUT_TEXTS.orderNumber}: <strong>{order.orderNumber}</strong>
      </p>
      <p>{CHECKOUT_TEXTS.confirmationMail}</p>
      {participants.some((person) => person.status === 'reserved') ? <p>{CHECKOUT_TEXTS.reservationNote}</p> : null}
      {order.items.map((item) => (
        <Card
          key={item.eventId}
          headingLevel={2}
          heading={item.themeTitle}
          className="amb-cart-item"
          aria-label={item.themeTitle}
        >
          <p>{itemDates(item)}</p>
          <ol className="amb-cart-participants__list">
            {item.participants.map((person) => (
              <li key={person.participantId} className="amb-cart-participant__facts">
                <strong>{participantName(person)}</strong>
                <span className="amb-cart-participant__kind">{PARTICIPANT_KIND_LABELS[person.kind]}</span>
                <span>{participantStatus(person)}</span>
                <span className="amb-cart-participant__price">{placedParticipantPrice(person)}</span>
              </li>
            ))}
          </ol>
        </Card>
      ))}
      <CartCostFacts participants={participants.length} costs={orderCosts(order)} />
      <p>
        <a href={buildPath(PAGE_ROUTES.checkoutPdf.path, {}, { bestellung: order.orderId })}>{CHECKOUT_TEXTS.pdf}</a>
      </p>
    </section>
  );
}
