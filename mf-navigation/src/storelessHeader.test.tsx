import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@amb/shared-contracts/core';
import { RemoteFrame } from '@amb/remote-kit';
import { json, mockFetch } from '@amb/remote-kit/testing';
import { Header } from './Header';
import { testGlobals } from './testing/globals';

const SMALL_CART = '/shared-modules/shopping-cart-small';
const items = [
  {
    cartItemId: 1,
    eventId: 101,
    themeId: 11,
    themeTitle: 'BetrVG Teil I',
    startDate: '2027-03-24T08:00:00Z',
    endDate: '2027-03-26T15:00:00Z',
    city: 'Hamburg',
  },
];

/**
 * The header as its lifecycles mount it (storelessLifecycles): no store around it, so no Redux on the first screen.
 * The cart pop-over brings the page's store with its chunk.
 */
describe('the header without a store', () => {
  it('counts the small cart without a store, and the cart pop-over takes that answer over: one request per page', async () => {
    window.localStorage.removeItem(STORAGE_KEYS.cartCount);
    const calls = mockFetch({ [SMALL_CART]: () => json(items) });
    render(
      <RemoteFrame remote="mf_navigation">
        <Header globals={testGlobals()} />
      </RemoteFrame>,
    );
    const cart = screen.getByRole('button', { name: 'Warenkorb' });
    await waitFor(() => expect(cart).toHaveAccessibleDescription('1 Seminar im Warenkorb'));
    fireEvent.click(cart);
    const panel = document.getElementById('nav-popover-cart')!;
    expect(await within(panel).findByText(/BetrVG Teil I/)).toBeInTheDocument();
    expect(calls.filter((call) => call.path === SMALL_CART)).toHaveLength(1);
  });
});
