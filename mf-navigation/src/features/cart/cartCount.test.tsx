import { act, render, screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@amb/shared-contracts/core';
import { json, mockFetch } from '@amb/remote-kit/testing';
import { RemoteRoot } from '@amb/remote-kit';
import { makeStore } from '../../store';
import { CartBadge } from './CartBadge';
import { increaseCartCount, reduceCartCount, setCartCount } from './cartCount';

const stored = () => window.localStorage.getItem(STORAGE_KEYS.cartCount);

function renderBadges() {
  return render(
    <RemoteRoot remote="mf_navigation" store={makeStore()}>
      <div data-testid="hides-zero">
        <CartBadge hideZero />
      </div>
      <div data-testid="shows-zero">
        <CartBadge />
      </div>
    </RemoteRoot>,
  );
}

describe('cart count (SPEC §4, §9)', () => {
  it('set, increase and reduce keep it in localStorage and never below 0', () => {
    expect(setCartCount(3)).toBe(3);
    expect(stored()).toBe('3');
    expect(increaseCartCount()).toBe(4);
    expect(increaseCartCount(2)).toBe(6);
    expect(reduceCartCount(5)).toBe(1);
    expect(reduceCartCount(3)).toBe(0);
    expect(stored()).toBe('0');
    expect(setCartCount(-2)).toBe(0);
  });

  it('increase starts from 0 when nothing is stored', () => {
    window.localStorage.removeItem(STORAGE_KEYS.cartCount);
    expect(increaseCartCount()).toBe(1);
  });

  it('every count element follows; one variant hides 0', () => {
    window.localStorage.setItem(STORAGE_KEYS.cartCount, '0');
    mockFetch({});
    renderBadges();
    expect(screen.getByTestId('hides-zero')).toBeEmptyDOMElement();
    expect(screen.getByTestId('shows-zero')).toHaveTextContent('0');
    act(() => void increaseCartCount(2));
    expect(screen.getByTestId('hides-zero')).toHaveTextContent('2');
    expect(screen.getByTestId('shows-zero')).toHaveTextContent('2');
    act(() => void reduceCartCount(2));
    expect(screen.getByTestId('hides-zero')).toBeEmptyDOMElement();
    expect(screen.getByTestId('shows-zero')).toHaveTextContent('0');
  });

  it('follows another tab through the storage event', () => {
    window.localStorage.setItem(STORAGE_KEYS.cartCount, '1');
    mockFetch({});
    renderBadges();
    window.localStorage.setItem(STORAGE_KEYS.cartCount, '4');
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.cartCount })));
    expect(screen.getByTestId('shows-zero')).toHaveTextContent('4');
  });

  it('absent: the length of the small cart, fetched once for all count elements, and stored', async () => {
    window.localStorage.removeItem(STORAGE_KEYS.cartCount);
    const calls = mockFetch({
      '/shared-modules/shopping-cart-small': () => json([{ cartItemId: 1 }, { cartItemId: 2 }]),
    });
    renderBadges();
    await waitFor(() => expect(screen.getByTestId('hides-zero')).toHaveTextContent('2'));
    expect(screen.getByTestId('shows-zero')).toHaveTextContent('2');
    expect(stored()).toBe('2');
    expect(calls).toHaveLength(1);
  });
});
