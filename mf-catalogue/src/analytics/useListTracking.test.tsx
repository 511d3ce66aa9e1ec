import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES, CONSENT_COOKIE, storeConsent } from '@amb/shared-contracts/core';
import { productListOriginOf, visitedUrls } from '@amb/shared-contracts/analytics';
import { json, mockFetch, renderInRemote, visit } from '@amb/remote-kit/testing';
import { App } from '../App';
import { REMOTE } from '../remote';
import { makeStore } from '../store';
import { page, RUBRICS, seminar } from '../testing/fixtures';
import { withPagesLoaded } from '../testing/pages';

type DataLayerWindow = Window & { dataLayer?: unknown[] };
const dataLayer = () => (window as DataLayerWindow).dataLayer;

const second = seminar({ eventId: 102, title: 'Mobbing erkennen', themeSlug: 'mobbing-2', city: 'Köln' });
/** jsdom cannot follow a link: stop it after the list has seen the click. */
const stayOnPage = (event: MouseEvent) => event.preventDefault();

beforeEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
  delete (window as DataLayerWindow).dataLayer;
  mockFetch({
    [API_ROUTES.rubrics.path]: () => json(RUBRICS),
    [API_ROUTES.seminars.path]: () => json(page([seminar(), second])),
  });
  document.addEventListener('click', stayOnPage);
});

afterEach(() => document.removeEventListener('click', stayOnPage));

async function openList(path: string) {
  visit(path);
  renderInRemote(REMOTE, <App />, makeStore());
  await screen.findByRole('link', { name: 'Mobbing erkennen' });
}

withPagesLoaded();

describe('analytics of the seminar list', () => {
  it('without consent sends nothing and keeps nothing in the browser (TDDDG § 25)', async () => {
    await openList('/seminare');
    await userEvent.click(screen.getByRole('link', { name: 'Mobbing erkennen' }));

    expect(productListOriginOf(102)).toBeNull();
    expect(visitedUrls()).toEqual([]);
    expect(dataLayer()).toBeUndefined();
  });

  it('with marketing consent sends view_item_list and select_item with list name and position', async () => {
    storeConsent('all');
    await openList('/seminare/r/arbeitsrecht');

    expect(dataLayer()).toContainEqual({
      event: 'view_item_list',
      ecommerce: expect.objectContaining({
        item_list_name: 'seminare',
        items: [
          expect.objectContaining({ item_id: '101', index: 0, item_list_name: 'seminare' }),
          expect.objectContaining({ item_id: '102', index: 1, item_category3: 'Köln' }),
        ],
      }),
    });

    await userEvent.click(screen.getByRole('link', { name: 'Mobbing erkennen' }));

    expect(dataLayer()?.at(-1)).toEqual({
      event: 'select_item',
      ecommerce: expect.objectContaining({ items: [expect.objectContaining({ item_id: '102', index: 1 })] }),
    });
    expect(productListOriginOf(102)).toBe('seminare');
    expect(productListOriginOf(101)).toBeNull();
    expect(visitedUrls()).toEqual(['/seminare/t/mobbing-2']);
  });
});
