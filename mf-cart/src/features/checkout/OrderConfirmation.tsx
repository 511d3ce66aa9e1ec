import { useEffect, useRef } from 'react';
import {
  buildPath,
  netPriceText,
  PAGE_ROUTES,
  type Order,
  type OrderParticipant,
  participantName,
} from '@amb/shared-contracts/core';
import { formatDate, formatTime } from '@amb/shared-contracts/dates';
import { PARTICIPANT_KIND_LABELS } from '@amb/shared-contracts/schemas';
import { Card, VatTotals } from '@amb/remote-kit';
import { itemDates } from '../../components/itemFacts';
import { CHECKOUT_TEXTS, PARTICIPANT_STATUS_TEXTS } from './checkoutTexts';

/** 'Reserviert bis 12.03.2027, 00:00 Uhr' for a reservation, else the status alone. */
export function participantStatus(person: OrderParticipant): string {
  const text = PARTICIPANT_STATUS_TEXTS[person.status];
  if (person.status !== 'reserved' || !person.reservedUntil) return text;
  return `${text} bis ${formatDate(person.reservedUntil)}, ${formatTime(person.reservedUntil)} Uhr`;
}

/** After the checkout: the order number, what each participant holds, the total and the confirmation as PDF. */
export function OrderConfirmation({ order }: { order: Order }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="amb-cart-confirmation" aria-labelledby="bestellung-bestaetigt">
      <h2 id="bestellung-bestaetigt" ref={heading} tabIndex={-1}>
        {CHECKOUT_TEXTS.confirmationHeading}
      </h2>
      <p role="status">
        {CHECKOUT_TEXTS.orderNumber}: <strong>{order.orderNumber}</strong>
      </p>
      <p>{CHECKOUT_TEXTS.confirmationMail}</p>
      {order.items.map((item) => (
        <Card
          key={item.eventId}
          headingLevel={3}
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
                <span className="amb-cart-participant__price">{netPriceText(person.price)}</span>
              </li>
            ))}
          </ol>
        </Card>
      ))}
      <VatTotals net={order.total} label={CHECKOUT_TEXTS.total} />
      <p>
        <a href={buildPath(PAGE_ROUTES.checkoutPdf.path, {}, { bestellung: order.orderId })}>{CHECKOUT_TEXTS.pdf}</a>
      </p>
    </section>
  );
}
