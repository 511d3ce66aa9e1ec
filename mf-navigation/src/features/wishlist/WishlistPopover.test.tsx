import { fireEvent, render, screen, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@amb/shared-contracts/core';
import { mockFetch } from '@amb/remote-kit/testing';
import { testGlobals } from '../../testing/globals';
import { HeaderInRemote } from '../../testing/HeaderInRemote';

function openWishlist(globals = testGlobals()) {
  mockFetch({});
  render(<HeaderInRemote globals={globals} />);
  fireEvent.click(screen.getByRole('button', { name: 'Merkliste' }));
  return document.getElementById('nav-popover-wishlist')!;
}

beforeEach(() => window.localStorage.setItem(STORAGE_KEYS.cartCount, '0'));

describe('wish-list pop-over (SPEC §2.5)', () => {
  it('promotes the heart icon; logged in the button leads to the wish list', async () => {
    const panel = openWishlist(testGlobals({ user: { firstname: 'Anna', impersonated: false } }));
    // The pop-overs' contents load on first open (popoverContents.tsx).
    expect(await within(panel).findByText(/Herz-Symbol/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Zur Merkliste' })).toHaveAttribute('href', '/wishlist/list');
    expect(panel).toHaveStyle({ width: '360px' });
  });

  it('logged out: the login page with the wish list as the way back', () => {
    const panel = openWishlist();
    expect(within(panel).getByRole('link', { name: 'Zur Merkliste' })).toHaveAttribute(
      'href',
      '/kundenportal/login?redirect=%2Fwishlist%2Flist',
    );
  });

  it('logged out on the works-council site: its login page, back to the wish list on the seminar site', () => {
    const panel = openWishlist(testGlobals({ site: 'works-council', worksCouncilDomain: 'http://localhost' }));
    expect(within(panel).getByRole('link', { name: 'Zur Merkliste' })).toHaveAttribute(
      'href',
      `http://localhost/kundenportal/login?redirect=${encodeURIComponent('https://www.amb-seminare.de/wishlist/list')}`,
    );
  });
});
