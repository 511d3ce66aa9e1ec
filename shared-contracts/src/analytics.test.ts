/** @jest-environment jsdom */
import {
  analyticsItem,
  analyticsSourceOfEvent,
  analyticsSourceOfListItem,
  MAX_VISITED_THEMES,
  MAX_VISITED_URLS,
  rememberVisitedTheme,
  productListOriginOf,
  rememberProductListOrigin,
  rememberVisitedUrl,
  seminarDates,
  track,
  visitedThemeIds,
  visitedUrls,
  type AnalyticsSource,
} from './analytics';
import { CONSENT_COOKIE, CONSENTED_STORAGE_KEYS, STORAGE_KEYS, storeConsent } from './storage';

const source: AnalyticsSource = {
  eventId: 42,
  title: 'BetrVG Teil I',
  price: 1450,
  rubric: 'Betriebsverfassungsrecht',
  actionField: 'Grundlagen',
  isOnlineEvent: false,
  city: 'Hamburg',
  startDate: '2027-03-24T09:00:00+01:00',
  endDate: '2027-03-26T16:00:00+01:00',
};

type DataLayerWindow = Window & { dataLayer?: unknown[] };

beforeEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
  delete (window as DataLayerWindow).dataLayer;
  window.sessionStorage.clear();
});

describe('analyticsItem (SPEC §3)', () => {
  it('builds the GA4 item in EUR with the seminar dates, list and position', () => {
    expect(analyticsItem(source, { listName: 'seminare', index: 2 })).toEqual({
      item_name: 'BetrVG Teil I',
      item_id: '42',
      price: 1450,
      currency: 'EUR',
      item_category: 'Betriebsverfassungsrecht',
      item_category2: 'Grundlagen',
      item_category3: 'Hamburg',
      item_variant: 'Präsenz',
      item_list_name: 'seminare',
      index: 2,
      quantity: 1,
      seminartermin: '24.03.2027 - 26.03.2027',
    });
  });

  it('names an online date and leaves out what is unknown', () => {
    const item = analyticsItem({ ...source, actionField: null, isOnlineEvent: true, city: null });
    expect(item).toMatchObject({ item_category3: 'Online', item_variant: 'Online' });
    expect(item).not.toHaveProperty('item_category2');
    expect(item).not.toHaveProperty('item_list_name');
    expect(item).not.toHaveProperty('index');
  });

  it('dates by the Berlin calendar, one date for one day', () => {
    expect(seminarDates('2027-03-24T23:30:00Z', '2027-03-25T08:00:00+01:00')).toBe('25.03.2027');
  });

  it('reads a seminar list row', () => {
    const row = {
      eventId: 42,
      title: 'BetrVG Teil I',
      rubric: { name: 'Betriebsverfassungsrecht' },
      prices: { price: 1450 },
      isOnlineEvent: false,
      city: 'Hamburg',
      startDate: source.startDate,
      endDate: source.endDate,
    };
    expect(analyticsSourceOfListItem(row)).toEqual({ ...source, actionField: undefined });
  });

  it('reads the consumer API event (remove_from_cart of the cart pop-over)', () => {
    const event = {
      eventId: 42,
      themeId: 7,
      startDate: source.startDate,
      endDate: source.endDate,
      isOnlineEvent: false,
      hotel: { hotelId: 3, name: 'Hotel am Hafen', location: { locationId: 1, name: 'Hamburg', slug: 'hamburg' } },
      modules: [],
      recipients: [],
      content: {
        title: 'BetrVG Teil I',
        prices: {
          price: 1450,
          priceParticipantTwo: 1400,
          priceParticipantThree: 1350,
          priceParticipantFour: 1300,
          priceParticipantFive: 1250,
        },
      },
      theme: {
        themeId: 7,
        actionField: { name: 'Grundlagen', rubric: { name: 'Betriebsverfassungsrecht' } },
        redirectUrl: '/seminare/t/betrvg-1',
      },
    };
    expect(analyticsSourceOfEvent(event)).toEqual(source);
    expect(analyticsSourceOfEvent({ ...event, isOnlineEvent: true, hotel: null }).city).toBeNull();
  });
});

describe('track', () => {
  it('leaves window.dataLayer untouched without consent (and builds nothing)', () => {
    const items = jest.fn(() => [analyticsItem(source)]);
    expect(track('view_item', items)).toBe(false);
    storeConsent('necessary');
    expect(track('view_item', items)).toBe(false);
    expect((window as DataLayerWindow).dataLayer).toBeUndefined();
    expect(items).not.toHaveBeenCalled();
  });

  it('pushes the GA4 event with marketing consent', () => {
    storeConsent('all');
    (window as DataLayerWindow).dataLayer = [{ earlier: true }];
    expect(track('add_to_cart', () => [analyticsItem(source)], { listName: 'suche' })).toBe(true);
    expect((window as DataLayerWindow).dataLayer).toEqual([
      { earlier: true },
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: { currency: 'EUR', value: 1450, item_list_name: 'suche', items: [analyticsItem(source)] },
      },
    ]);
  });
});

describe('session storage (SPEC §9), only with consent (TDDDG § 25)', () => {
  it('keeps nothing without consent, or after "Nur notwendige", and forgets what it kept when consent is withdrawn', () => {
    rememberProductListOrigin(42, 'hotel');
    rememberVisitedUrl('/seminare/t/a');
    rememberVisitedTheme(3);
    storeConsent('necessary');
    rememberVisitedTheme(4);
    expect(CONSENTED_STORAGE_KEYS.map((key) => window.sessionStorage.getItem(key))).toEqual([null, null, null]);
    storeConsent('all');
    rememberProductListOrigin(42, 'hotel');
    rememberVisitedUrl('/seminare/t/a');
    rememberVisitedTheme(3);
    expect(CONSENTED_STORAGE_KEYS.every((key) => window.sessionStorage.getItem(key) !== null)).toBe(true);
    storeConsent('necessary');
    expect(CONSENTED_STORAGE_KEYS.map((key) => window.sessionStorage.getItem(key))).toEqual([null, null, null]);
    expect(visitedThemeIds()).toEqual([]);
  });

  describe('with consent', () => {
    beforeEach(() => storeConsent('all'));

    it('keeps the product-list origin per event', () => {
      expect(productListOriginOf(42)).toBeNull();
      rememberProductListOrigin(42, 'hotel');
      rememberProductListOrigin(7, 'suche');
      rememberProductListOrigin(42, 'standorte');
      expect(productListOriginOf(42)).toBe('standorte');
      expect(productListOriginOf(7)).toBe('suche');
    });

    it('ignores what it did not write', () => {
      window.sessionStorage.setItem(STORAGE_KEYS.productListOrigin, '{"42":"anderswo","7":"hotel"}');
      expect(productListOriginOf(42)).toBeNull();
      expect(productListOriginOf(7)).toBe('hotel');
      window.sessionStorage.setItem(STORAGE_KEYS.visitedUrls, 'kein JSON');
      expect(visitedUrls()).toEqual([]);
    });

    it('keeps the visited URLs in order, each once, the last ones only', () => {
      rememberVisitedUrl('/seminare/t/a');
      rememberVisitedUrl('/seminare/t/b');
      rememberVisitedUrl('/seminare/t/a');
      expect(visitedUrls()).toEqual(['/seminare/t/b', '/seminare/t/a']);
      for (let i = 0; i < MAX_VISITED_URLS + 5; i += 1) rememberVisitedUrl(`/seminare/p/${i}`);
      expect(visitedUrls()).toHaveLength(MAX_VISITED_URLS);
      expect(visitedUrls().at(-1)).toBe(`/seminare/p/${MAX_VISITED_URLS + 4}`);
    });

    it('keeps the viewed themes latest first, each once, the latest ones only', () => {
      rememberVisitedTheme(3);
      rememberVisitedTheme(5);
      rememberVisitedTheme(3);
      expect(visitedThemeIds()).toEqual([3, 5]);
      for (let id = 100; id < 100 + MAX_VISITED_THEMES + 3; id += 1) rememberVisitedTheme(id);
      expect(visitedThemeIds()).toHaveLength(MAX_VISITED_THEMES);
      expect(visitedThemeIds()[0]).toBe(100 + MAX_VISITED_THEMES + 2);
      window.sessionStorage.setItem(STORAGE_KEYS.visitedThemes, '[1,"2",-3,4.5,6]');
      expect(visitedThemeIds()).toEqual([1, 6]);
    });
  });
});
