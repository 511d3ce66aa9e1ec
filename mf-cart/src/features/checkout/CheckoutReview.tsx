import type { ReactNode } from 'react';
import { participantName, type ShoppingCartResponse } from '@amb/shared-contracts/core';
import { cartCosts, goesToWaitlist, LEGAL_BASES, type CheckoutStep } from '@amb/shared-contracts/booking';
import { BOARD_OPTIONS, PARTICIPANT_KIND_LABELS } from '@amb/shared-contracts/schemas';
import { Link } from '@amb/remote-kit';
import { CartCostFacts } from '../../components/CartCostFacts';
import { SeatState } from '../../components/CartItemCard';
import { itemDates, itemPlace, workshopsLine } from '../../components/itemFacts';
import { cartParticipantPrice } from '../../components/participantPrice';
import { stepHref } from './checkoutHref';
import { CHECKOUT_TEXTS } from './checkoutTexts';
import { CART_TEXTS } from '../../components/cartTexts';

/** One answer of the review: what was asked, what was answered, and „Ändern“ back to its step. */
function Answer({ label, step, children }: { label: string; step: CheckoutStep; children: ReactNode }) {
  return (
    <div className="amb-cart-answer">
      <dt>{label}</dt>
      <dd>{children}</dd>
      <dd className="amb-cart-answer__change">
        <Link href={stepHref(step, true)}>
          {CHECKOUT_TEXTS.change}
          <span className="amb-cart-visually-hidden"> {label}</span>
        </Link>
      </dd>
    </div>
  );
}

/**
 * „Ihre Angaben prüfen“: every answer of the steps as the api holds it, each with „Ändern“ back to its step (which
 * then returns here): the dates with their seats and participants, the billing address and order options, each
 * participant's legal basis, and the costs (reservations and waiting groups apart).
 */
export function CheckoutReview({ cart }: { cart: ShoppingCartResponse }) {
  const { options } = cart;
  return (
    <section className="amb-cart-review" aria-label={CHECKOUT_TEXTS.reviewHeading}>
      <h3>{CHECKOUT_TEXTS.participantsHeading}</h3>
      {cart.items.map((item) => (
        <div key={item.cartItemId} className="amb-cart-review__item">
          <h4>
            {item.themeTitle} · {itemDates(item)} · {itemPlace(item)}
            {item.hotelName ? ` · ${item.hotelName}` : ''}
          </h4>
          <SeatState item={item} />
          <dl className="amb-cart-answers">
            {item.participants.map((person) => (
              <Answer key={person.recipientId} label={`${person.label}`} step="teilnehmer">
                <strong>{participantName(person)}</strong>
                <br />
                {[person.email, person.brFunction, BOARD_OPTIONS[person.hotelOverNightOption]]
                  .filter(Boolean)
                  .join(' · ')}
                <br />
                {goesToWaitlist(item) ? CHECKOUT_TEXTS.waitlistLine : PARTICIPANT_KIND_LABELS[person.kind]} ·{' '}
                {cartParticipantPrice(person, item)}
                {item.conference ? (
                  <>
                    <br />
                    {`${CART_TEXTS.workshops}: ${workshopsLine(item, person) || CART_TEXTS.noWorkshops}`}
                    {person.unionMember ? ` · ${CART_TEXTS.memberPrice}` : ''}
                  </>
                ) : null}
              </Answer>
            ))}
          </dl>
        </div>
      ))}
      <h3>{CHECKOUT_TEXTS.optionsHeading}</h3>
      <dl className="amb-cart-answers">
        <Answer label={CHECKOUT_TEXTS.billingAddress} step="rechnung">
          {options ? (
            <address className="amb-cart-review__address">
              {options.company}
              <br />
              {options.street} {options.streetNumber}
              <br />
              {options.postalCode} {options.city}
            </address>
          ) : (
            CHECKOUT_TEXTS.noOptions
          )}
        </Answer>
        {options
          ? (['purchaseOrderNumber', 'costCentre', 'remarks'] as const)
              .filter((name) => options[name] !== '')
              .map((name) => (
                <Answer key={name} label={CHECKOUT_TEXTS[name]} step="rechnung">
                  {options[name]}
                </Answer>
              ))
          : null}
      </dl>
      <h3>{CHECKOUT_TEXTS.legalBasesHeading}</h3>
      <dl className="amb-cart-answers">
        {cart.items.flatMap((item) =>
          item.participants.map((person) => (
            <Answer key={person.recipientId} label={participantName(person)} step="unterlagen">
              {LEGAL_BASES[person.legalBasis].label}
            </Answer>
          )),
        )}
      </dl>
      <h3>{CHECKOUT_TEXTS.costsHeading}</h3>
      <CartCostFacts participants={cart.totals.participants} costs={cartCosts(cart.items)} />
    </section>
  );
}
