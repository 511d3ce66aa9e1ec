import { FORM_REQUEST_STATUS_LABELS, PAGE_ROUTES, type PromoOrder } from '@amb/shared-contracts/core';
import { formatDate } from '@amb/shared-contracts/dates';
import { EmptyState, ErrorState, failureOf, PageState } from '@amb/remote-kit';
import { MemberFrame } from '../../components/MemberFrame';
import { usePromoOrdersQuery } from './promoShopApi';
import './promoShop.css';

function Order({ order }: { order: PromoOrder }) {
  const headingId = `promo-order-${order.requestId}`;
  return (
    <li className="account-promo__order">
      <article aria-labelledby={headingId}>
        <h2 id={headingId} className="account-section__title">
          Bestellung vom {formatDate(order.createdAt)}
        </h2>
        <p className="account-promo__status">
          Status: <strong>{FORM_REQUEST_STATUS_LABELS[order.status]}</strong>
        </p>
        <ul className="account-promo__lines">
          {order.items.map((item) => (
            <li key={item.articleId}>
              {item.quantity} × {item.name}
            </li>
          ))}
        </ul>
        <p className="account-promo__address">Lieferadresse: {order.deliveryAddress.join(', ')}</p>
      </article>
    </li>
  );
}

function OrderList() {
  const orders = usePromoOrdersQuery();
  if (orders.error) {
    return <ErrorState message={failureOf(orders.error).message} onRetry={() => void orders.refetch()} />;
  }
  if (!orders.data) return <PageState kind="loading" />;
  if (orders.data.length === 0) {
    return (
      <EmptyState
        message="Sie haben noch keine Werbemittel bestellt."
        action={<a href={PAGE_ROUTES.promoShopLogin.path}>Zum Werbemittelshop</a>}
      />
    );
  }
  return (
    <>
      <p className="account-page__text">
        <a href={PAGE_ROUTES.promoShopLogin.path}>Weitere Werbemittel bestellen</a>
      </p>
      <ul className="account-promo__orders">
        {orders.data.map((order) => (
          <Order key={order.requestId} order={order} />
        ))}
      </ul>
    </>
  );
}

/** `/meinamb/werbemittel`: the member's orders of promotional material, newest first, with their status. */
export function PromoOrdersPage() {
  return <MemberFrame>{() => <OrderList />}</MemberFrame>;
}
