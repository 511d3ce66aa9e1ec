import { fireEvent, render, screen, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@amb/shared-contracts/core';
import { renderHeader } from './server';
import { testGlobals } from './testing/globals';
import { navItem } from './testing/menuTree';
import { HeaderInRemote } from './testing/HeaderInRemote';

beforeEach(() => {
  window.localStorage.setItem(STORAGE_KEYS.cartCount, '0');
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('header menus', () => {
  it('marks the current page and its section once the address is known; the shared server HTML marks nothing', () => {
    window.history.replaceState(null, '', '/seminare/r/arbeitsrecht?seite=2');
    expect(renderHeader(testGlobals())).not.toContain('aria-current');
    render(<HeaderInRemote globals={testGlobals()} />);
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    const trigger = within(nav).getByRole('button', { name: 'Seminare' });
    expect(trigger).toHaveClass('nav-topbar__trigger--current');
    fireEvent.click(trigger);
    expect(within(nav).getByRole('link', { name: 'Arbeitsrecht' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Rubriken' })).toHaveClass('nav-flyout__heading--current-parent');
    expect(within(nav).getByRole('link', { name: 'Standorte' })).not.toHaveAttribute('aria-current');
  });

  it('has the triggers as buttons with German names: "Menü" and "Suche"', () => {
    render(<HeaderInRemote globals={testGlobals()} />);
    const menu = screen.getByRole('button', { name: 'Menü' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', 'nav-mobile-menu');
    const search = screen.getByRole('button', { name: 'Suche' });
    expect(search).toHaveAttribute('aria-controls', 'nav-search');
  });

  it('the mobile menu lists "Service & Kontakt" where the site shows it', () => {
    render(<HeaderInRemote globals={testGlobals({ showsContactLink: true })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Menü' }));
    const menu = screen.getByRole('dialog', { name: 'Menü' });
    expect(within(menu).getByRole('link', { name: 'Service & Kontakt' })).toHaveAttribute('href', '/service/kontakt');
  });

  it('shows only items with hiddenOnFrontend "0", on all three levels, on desktop and mobile', () => {
    const hidden = { hiddenOnFrontend: '1' as const };
    const navigation = [
      navItem(1, 'Seminare', '/seminare', [
        navItem(11, 'Rubriken', '/rubriken', [
          navItem(111, 'Arbeitsrecht', '/r/arbeitsrecht'),
          navItem(112, 'Entwurf', '/r/entwurf', [], hidden),
        ]),
        navItem(12, 'Frühbucher', '/fruehbucher', [navItem(121, 'Angebot', '/angebot')], hidden),
      ]),
      navItem(2, 'Redaktion', '/manage', [], hidden),
    ];
    render(<HeaderInRemote globals={testGlobals({ navigation })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Seminare' }));
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getByRole('link', { name: 'Arbeitsrecht' })).toBeInTheDocument();
    for (const name of ['Entwurf', 'Frühbucher', 'Angebot', 'Redaktion']) {
      expect(nav).not.toHaveTextContent(name);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Menü' }));
    const menu = screen.getByRole('dialog', { name: 'Menü' });
    expect(within(menu).queryByRole('link', { name: 'Redaktion' })).not.toBeInTheDocument();
  });
});
