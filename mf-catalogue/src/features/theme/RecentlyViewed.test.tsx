import { screen, within } from '@testing-library/react';
import { CONSENT_COOKIE, STORAGE_KEYS, storeConsent } from '@amb/shared-contracts/core';
import { visitedThemeIds } from '@amb/shared-contracts/analytics';
import { json, mockFetch, renderInRemote, visit } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { REMOTE } from '../../lifecycles';
import { makeStore } from '../../store';
import { withPagesLoaded } from '../../testing/pages';
import { RELATED, themeRoutes } from './themeFixtures';

withPagesLoaded();

const viewed = RELATED[0]!;
const renderTheme = () => {
  visit('/seminare/t/arbeitsrecht-1');
  renderInRemote(REMOTE, <App />, makeStore());
};

beforeEach(() => {
  window.sessionStorage.clear();
  storeConsent('all');
});
afterAll(() => {
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
});

describe('"Zuletzt angesehen" on the theme page', () => {
  it('shows the other themes viewed in this tab, latest first, and remembers this one', async () => {
    window.sessionStorage.setItem(STORAGE_KEYS.visitedThemes, JSON.stringify([11, viewed.themeId, 999]));
    const calls = mockFetch(themeRoutes({ '/api/themes-remarketing': () => json([viewed]) }));
    renderTheme();

    const section = await screen.findByRole('region', { name: 'Zuletzt angesehen' });
    expect(within(section).getByRole('link', { name: viewed.title })).toHaveAttribute('href', viewed.url);
    // This theme (id 11) is not its own recommendation; the others in the order viewed.
    expect(calls.find((call) => call.path === '/api/themes-remarketing')?.query).toEqual({
      themeIds: `${viewed.themeId},999`,
    });
    expect(visitedThemeIds()).toEqual([11, viewed.themeId, 999]);
  });

  it('shows nothing and asks nothing on the first theme of a tab', async () => {
    const calls = mockFetch(themeRoutes());
    renderTheme();
    await screen.findByRole('region', { name: 'Die nächsten Termine' });
    expect(screen.queryByRole('region', { name: 'Zuletzt angesehen' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/themes-remarketing')).toBe(false);
    expect(visitedThemeIds()).toEqual([11]);
  });

  it('keeps no viewed theme without consent (TDDDG § 25)', async () => {
    storeConsent('necessary');
    mockFetch(themeRoutes());
    renderTheme();
    await screen.findByRole('region', { name: 'Die nächsten Termine' });
    expect(visitedThemeIds()).toEqual([]);
  });
});
