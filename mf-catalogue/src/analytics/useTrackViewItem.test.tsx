import { render } from '@testing-library/react';
import { CONSENT_COOKIE, storeConsent } from '@amb/shared-contracts/core';
import { rememberProductListOrigin, visitedUrls, type AnalyticsSource } from '@amb/shared-contracts/analytics';
import { visit } from '@amb/remote-kit/testing';
import { useTrackViewItem } from './useTrackViewItem';

type DataLayerWindow = Window & { dataLayer?: unknown[] };
const dataLayer = () => (window as DataLayerWindow).dataLayer;

const DATE: AnalyticsSource = {
  eventId: 101,
  title: 'Arbeitsrecht I',
  price: 1190,
  rubric: 'Arbeitsrecht',
  actionField: 'Grundlagen',
  isOnlineEvent: true,
  city: null,
  startDate: '2027-03-24T09:00:00+01:00',
  endDate: '2027-03-24T16:00:00+01:00',
};

function ThemePage({ date }: { date: AnalyticsSource | null }) {
  useTrackViewItem(date);
  return null;
}

beforeEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
  delete (window as DataLayerWindow).dataLayer;
  visit('/seminare/t/arbeitsrecht-1');
});

describe('useTrackViewItem', () => {
  it('sends nothing and keeps nothing in the browser without marketing consent (TDDDG § 25)', () => {
    render(<ThemePage date={DATE} />);
    expect(dataLayer()).toBeUndefined();
    expect(visitedUrls()).toEqual([]);
  });

  it('remembers the page with consent', () => {
    storeConsent('all');
    render(<ThemePage date={DATE} />);
    expect(visitedUrls()).toEqual(['/seminare/t/arbeitsrecht-1']);
  });

  it('sends view_item once per date, with the list the visitor came from', () => {
    storeConsent('all');
    rememberProductListOrigin(101, 'hotel');
    const { rerender } = render(<ThemePage date={null} />);
    expect(dataLayer()).toBeUndefined();
    rerender(<ThemePage date={DATE} />);
    rerender(<ThemePage date={{ ...DATE }} />);

    expect(dataLayer()).toEqual([
      { ecommerce: null },
      {
        event: 'view_item',
        ecommerce: {
          currency: 'EUR',
          value: 1190,
          item_list_name: 'hotel',
          items: [
            {
              item_name: 'Arbeitsrecht I',
              item_id: '101',
              price: 1190,
              currency: 'EUR',
              item_category: 'Arbeitsrecht',
              item_category2: 'Grundlagen',
              item_category3: 'Online',
              item_variant: 'Online',
              item_list_name: 'hotel',
              quantity: 1,
              seminartermin: '24.03.2027',
            },
          ],
        },
      },
    ]);
  });
});
