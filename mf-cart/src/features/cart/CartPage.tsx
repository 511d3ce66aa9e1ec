import { useEffect, type ComponentType } from 'react';
import { on, PAGE_ROUTES } from '@amb/shared-contracts/core';
import { ButtonLink, EmptyState, ErrorState, Loading, Page, failureOf } from '@amb/remote-kit';
import type { CartSection } from '../../components/cartSection';
import { useShoppingCartQuery } from '../../components/shoppingCartApi';
import { CART_TEXTS } from '../../components/cartTexts';

/**
 * /seminare/warenkorb as a column of sections, each given the loaded cart (logged out too: the cart belongs to the
 * session until login), then the panels that show whatever the cart holds (the member's reservations). The lists
 * are in src/cartSections.ts, so a panel of another feature joins with one line.
 */
export function cartPageWith(sections: readonly CartSection[], panels: readonly ComponentType[] = []) {
  return function CartPage({ title }: { title: string }) {
    const { data: cart, error, isLoading, refetch } = useShoppingCartQuery();
    // A panel beside the cart (a reservation put in again) adds to it: the page shows what the api now holds.
    useEffect(() => on('cart:item-added', () => void refetch()), [refetch]);
    let body;
    if (isLoading) body = <Loading />;
    else if (error || !cart) body = <ErrorState message={failureOf(error).message} />;
    else if (cart.items.length === 0)
      body = (
        <EmptyState
          message={CART_TEXTS.empty}
          action={<ButtonLink href={PAGE_ROUTES.seminarList.path}>{CART_TEXTS.toSeminars}</ButtonLink>}
        />
      );
    else
      body = (
        <div className="amb-cart">
          {sections.map((Section, index) => (
            <Section key={index} cart={cart} />
          ))}
        </div>
      );
    return (
      <Page title={title}>
        {body}
        {panels.map((Panel, index) => (
          <Panel key={index} />
        ))}
      </Page>
    );
  };
}
