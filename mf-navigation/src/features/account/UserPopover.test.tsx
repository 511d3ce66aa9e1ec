import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@amb/shared-contracts/core';
import { json, mockFetch } from '@amb/remote-kit/testing';
import { browser } from '../../browser';
import { testGlobals } from '../../testing/globals';
import { HeaderInRemote } from '../../testing/HeaderInRemote';

const NAVIGATION = '/api-meinamb/account-navigation';
const anna = { firstname: 'Anna', impersonated: false };
const panel = () => document.getElementById('nav-popover-user')!;

beforeEach(() => {
  window.localStorage.setItem(STORAGE_KEYS.cartCount, '0');
  window.history.replaceState(null, '', '/meinamb/einstellungen?tab=2');
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('user pop-over (SPEC §2.5)', () => {
  it('logged in: "meinamb", the visible account entries with a title (active marked), "Einstellungen" and "abmelden"', async () => {
    const calls = mockFetch({
      [NAVIGATION]: () =>
        json([
          { title: 'Übersicht', uri: '/kundenportal/meinamb', visible: true, active: false },
          { title: 'Einstellungen', uri: '/meinamb/einstellungen', visible: true, active: true },
          { title: 'Verborgen', uri: '/meinamb/x', visible: false, active: false },
          { title: '', uri: '/meinamb/ohne-titel', visible: true, active: false },
        ]),
    });
    render(<HeaderInRemote globals={testGlobals({ user: anna })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mein Konto' }));
    const list = await within(panel()).findByRole('list');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Übersicht', 'Einstellungen']);
    expect(within(list).getByRole('link', { name: 'Einstellungen' })).toHaveAttribute('aria-current', 'page');
    expect(within(list).getByRole('link', { name: 'Übersicht' })).not.toHaveAttribute('aria-current');
    expect(within(panel()).getByRole('link', { name: 'meinamb' })).toHaveAttribute('href', '/kundenportal/meinamb');
    const links = within(panel()).getAllByRole('link', { name: 'Einstellungen' });
    expect(links.at(-1)).toHaveAttribute('href', '/meinamb/einstellungen');
    expect(within(panel()).getByRole('link', { name: 'abmelden' })).toHaveAttribute('href', '/kundenportal/logout');
    expect(calls[0]).toMatchObject({ path: NAVIGATION, query: { path: '/meinamb/einstellungen' } });
    expect(panel()).toHaveStyle({ width: '357px' });
  });

  it('logged in on the works-council site: its logout route', async () => {
    mockFetch({ [NAVIGATION]: () => json([]) });
    render(<HeaderInRemote globals={testGlobals({ user: anna, worksCouncilDomain: 'http://localhost' })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mein Konto' }));
    expect(await within(panel()).findByRole('link', { name: 'abmelden' })).toHaveAttribute(
      'href',
      'http://localhost/kundenportal/br-logout',
    );
  });

  it('logged out: the quick login card in the navigation-bar style, back to this page', async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/seminare');
    mockFetch({ '/api/fetch-user-email-availability': () => json(false) });
    render(<HeaderInRemote globals={testGlobals()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mein Konto' }));
    expect(panel()).toHaveStyle({ width: '326px' });
    expect(await within(panel()).findByRole('heading', { name: 'anmelden/registrieren:' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(within(panel()).getByLabelText('E-Mail Adresse'), 'anna@example.de{Enter}');
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/kundenportal/login/anna%40example.de?redirect=%2Fseminare'),
    );
  });
});
