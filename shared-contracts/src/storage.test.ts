/** @jest-environment jsdom */
import { on } from './events';
import {
  changeStoredCartCount,
  CONSENT_COOKIE,
  hasMarketingConsent,
  publishCartCount,
  readConsent,
  readStoredCartCount,
  storeCartCount,
  storeConsent,
  STORAGE_KEYS,
} from './storage';

const clearConsent = () => {
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
};

beforeEach(() => {
  window.localStorage.clear();
  clearConsent();
});

describe('cart count (SPEC §4)', () => {
  it('is null when nothing (or nothing numeric) is stored', () => {
    expect(readStoredCartCount()).toBeNull();
    window.localStorage.setItem(STORAGE_KEYS.cartCount, 'viele');
    expect(readStoredCartCount()).toBeNull();
  });

  it('never reads or stores below 0', () => {
    window.localStorage.setItem(STORAGE_KEYS.cartCount, '-3');
    expect(readStoredCartCount()).toBe(0);
    expect(storeCartCount(-2)).toBe(0);
    expect(window.localStorage.getItem(STORAGE_KEYS.cartCount)).toBe('0');
    expect(storeCartCount(Number.NaN)).toBe(0);
  });

  it('is raised and lowered from the stored count, an absent one counting as 0', () => {
    expect(changeStoredCartCount(1)).toBe(1);
    expect(changeStoredCartCount(2)).toBe(3);
    expect(changeStoredCartCount(-5)).toBe(0);
    expect(readStoredCartCount()).toBe(0);
  });

  it('publishes the stored count on the event bus', () => {
    const counts: number[] = [];
    const off = on('cart:count-changed', ({ count }) => counts.push(count));
    publishCartCount(4);
    publishCartCount(-1);
    off();
    expect(counts).toEqual([4, 0]);
    expect(readStoredCartCount()).toBe(0);
  });
});

describe('marketing consent', () => {
  it('is absent until a choice is stored', () => {
    expect(readConsent()).toBeNull();
    expect(hasMarketingConsent()).toBe(false);
  });

  it('holds only for "all"', () => {
    storeConsent('necessary');
    expect(readConsent()).toBe('necessary');
    expect(hasMarketingConsent()).toBe(false);
    storeConsent('all');
    expect(readConsent()).toBe('all');
    expect(hasMarketingConsent()).toBe(true);
  });

  it('ignores an unknown cookie value', () => {
    document.cookie = `${CONSENT_COOKIE}=yes; Path=/`;
    expect(readConsent()).toBeNull();
    expect(hasMarketingConsent()).toBe(false);
  });
});
