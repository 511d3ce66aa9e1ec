import { netPriceText, type ShoppingCartResponse, participantName } from '@amb/shared-contracts/core';
import { BOARD_OPTIONS, PARTICIPANT_KIND_LABELS } from '@amb/shared-contracts/schemas';
import { Card, VatTotals } from '@amb/remote-kit';
import { itemDates, itemPlace, themeHref } from '../../components/itemFacts';
import { CHECKOUT_TEXTS } from './checkoutTexts';

/** Everything the order will hold, as it stands in the cart: items, participants with kind and price, options, total. */
export function CheckoutReview({ cart }: { cart: ShoppingCartResponse }) {
  const { options } = cart;
  return (
    <section className="amb-cart-review" aria-labelledby="bestellung-ueberblick">
      <h2 id="bestellung-ueberblick">{CHECKOUT_TEXTS.reviewHeading}</h2>
      {cart.items.map((item) => (
        <Card
          key={item.cartItemId}
          headingLevel={3}
          className="amb-cart-item"
          aria-label={item.themeTitle}
          heading={<a href={themeHref(item)}>{item.themeTitle}</a>}
        >
          <p>
            {itemDates(item)} · {itemPlace(item)}
            {item.hotelName ? ` · ${item.hotelName}` : ''}
          </p>
          <ol className="amb-cart-participants__list">
            {item.participants.map((person) => (
              <li key={person.recipientId} className="amb-cart-participant__facts">
                <span className="amb-cart-participant__label">{person.label}</span>
                <strong>{participantName(person)}</strong>
                <span>{BOARD_OPTIONS[person.hotelOverNightOption]}</span>
                <span className="amb-cart-participant__kind">{PARTICIPANT_KIND_LABELS[person.kind]}</span>
                <span className="amb-cart-participant__price">{netPriceText(person.price)}</span>
              </li>
            ))}
          </ol>
        </Card>
      ))}
      {options ? (
        <Card heading={CHECKOUT_TEXTS.optionsHeading} headingLevel={3}>
          <address className="amb-cart-review__address">
            {options.company}
            <br />
            {options.street} {options.streetNumber}
            <br />
            {options.postalCode} {options.city}
          </address>
          <dl className="amb-cart-summary__facts">
            {(['purchaseOrderNumber', 'costCentre', 'remarks'] as const)
              .filter((name) => options[name] !== '')
              .map((name) => (
                <div key={name}>
                  <dt>{CHECKOUT_TEXTS[name]}</dt>
                  <dd>{options[name]}</dd>
                </div>
              ))}
          </dl>
        </Card>
      ) : null}
      <dl className="amb-cart-summary__facts">
        <div>
          <dt>{CHECKOUT_TEXTS.participants}</dt>
          <dd>{cart.totals.participants}</dd>
        </div>
      </dl>
      <VatTotals net={cart.totals.total} label={CHECKOUT_TEXTS.total} />
    </section>
  );
}
