import { act, render, screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS, emit } from '@amb/shared-contracts/core';
import { testGlobals } from './testing/globals';
import { HeaderInRemote } from './testing/HeaderInRemote';

const fetchMock = jest.fn();

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem(STORAGE_KEYS.cartCount, '0');
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe('Header', () => {
  it('logged out: login banner, account icon opening the user pop-over, no greeting', () => {
    render(<HeaderInRemote globals={testGlobals()} />);
    // jsdom's address is http://localhost/: the login leads back to the start page.
    expect(screen.getByRole('link', { name: 'Bei meinamb anmelden' })).toHaveAttribute(
      'href',
      '/kundenportal/login?redirect=%2F',
    );
    const account = screen.getByRole('button', { name: 'Mein Konto' });
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(account).toHaveAttribute('aria-controls', 'nav-popover-user');
    expect(screen.queryByText(/Hallo/)).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('logged in: greeting, logout and member-area link, account icon opening the user pop-over', () => {
    render(<HeaderInRemote globals={testGlobals({ user: { firstname: 'Anna', impersonated: false } })} />);
    expect(screen.getByText('Hallo, Anna')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abmelden' })).toHaveAttribute('href', '/kundenportal/logout');
    expect(screen.getByRole('link', { name: 'zu meinamb' })).toHaveAttribute('href', '/kundenportal/meinamb');
    expect(screen.getByRole('button', { name: 'Mein Konto' })).toHaveAttribute('aria-controls', 'nav-popover-user');
    expect(screen.queryByText('Bei meinamb anmelden')).not.toBeInTheDocument();
  });

  it('impersonated: shows the impersonation bar above the greeting', () => {
    render(<HeaderInRemote globals={testGlobals({ user: { firstname: 'Anna', impersonated: true } })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Sie handeln als Anna.');
    expect(screen.getByRole('button', { name: 'Zurück zum Admin-Konto' })).toBeEnabled();
    expect(screen.getByText('Hallo, Anna')).toBeInTheDocument();
  });

  it('not impersonated: no impersonation bar', () => {
    render(<HeaderInRemote globals={testGlobals({ user: { firstname: 'Anna', impersonated: false } })} />);
    expect(screen.queryByRole('button', { name: 'Zurück zum Admin-Konto' })).not.toBeInTheDocument();
  });

  it('logout goes to the works-council route when the address starts with its domain', () => {
    // jsdom's address is http://localhost/
    const globals = testGlobals({
      user: { firstname: 'Anna', impersonated: false },
      worksCouncilDomain: 'http://localhost',
    });
    render(<HeaderInRemote globals={globals} />);
    expect(screen.getByRole('link', { name: 'Abmelden' })).toHaveAttribute(
      'href',
      'http://localhost/kundenportal/br-logout',
    );
  });

  it('logged out on the works-council site: its own login route', () => {
    render(<HeaderInRemote globals={testGlobals({ site: 'works-council', worksCouncilDomain: 'http://localhost' })} />);
    expect(screen.getByRole('link', { name: 'Bei meinamb anmelden' })).toHaveAttribute(
      'href',
      'http://localhost/kundenportal/login?redirect=%2F',
    );
  });

  it('marks version 1 and version 2 layouts', () => {
    const { container, rerender } = render(<HeaderInRemote globals={testGlobals({ version: 1 })} />);
    expect(container.querySelector('[data-boundary="mf_navigation"] > .nav-header')).toHaveClass('nav-header--v1');
    rerender(<HeaderInRemote globals={testGlobals({ version: 2 })} />);
    expect(container.querySelector('[data-boundary="mf_navigation"] > .nav-header')).toHaveClass('nav-header--v2');
  });

  it('shows "Service & Kontakt" only where the site shows the contact link', () => {
    const { unmount } = render(<HeaderInRemote globals={testGlobals({ showsContactLink: true })} />);
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getByRole('link', { name: 'Service & Kontakt' })).toHaveAttribute('href', '/service/kontakt');
    unmount();
    render(<HeaderInRemote globals={testGlobals({ site: 'works-council', showsContactLink: false })} />);
    expect(screen.queryByRole('link', { name: 'Service & Kontakt' })).not.toBeInTheDocument();
  });

  it('renders top-bar items as links, or as flyout triggers when they have children', () => {
    render(<HeaderInRemote globals={testGlobals()} />);
    expect(screen.getByRole('link', { name: 'Standorte' })).toHaveAttribute('href', '/standorte');
    expect(screen.getByRole('button', { name: 'Seminare' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Akademie für Mitbestimmung' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Merkliste' })).toHaveAttribute('aria-controls', 'nav-popover-wishlist');
    expect(screen.getByRole('button', { name: 'Warenkorb' })).toHaveAttribute('aria-controls', 'nav-popover-cart');
  });
});

describe('cart count badge', () => {
  it('is hidden at 0', () => {
    render(<HeaderInRemote globals={testGlobals()} />);
    expect(screen.getByRole('button', { name: 'Warenkorb' })).not.toHaveAttribute('aria-describedby');
    expect(document.querySelector('.nav-badge')).toBeNull();
  });

  it('shows the stored count and follows cart:count-changed', () => {
    window.localStorage.setItem(STORAGE_KEYS.cartCount, '3');
    render(<HeaderInRemote globals={testGlobals()} />);
    const cart = screen.getByRole('button', { name: 'Warenkorb' });
    expect(document.querySelector('.nav-cart .nav-badge')).toHaveTextContent('3');
    // The digits are no text of the button: its name stays "Warenkorb", the count is its description.
    expect(within(cart).queryByText('3')).not.toBeInTheDocument();
    expect(cart).toHaveAccessibleDescription('3 Seminare im Warenkorb');
    act(() => emit('cart:count-changed', { count: 0 }));
    expect(document.querySelector('.nav-badge')).toBeNull();
    act(() => emit('cart:count-changed', { count: 1 }));
    expect(cart).toHaveAccessibleDescription('1 Seminar im Warenkorb');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('without a stored count uses the length of the small cart and stores it', async () => {
    window.localStorage.removeItem(STORAGE_KEYS.cartCount);
    fetchMock.mockResolvedValue(new Response(JSON.stringify([{ cartItemId: 1 }, { cartItemId: 2 }]), { status: 200 }));
    render(<HeaderInRemote globals={testGlobals()} />);
    const cart = screen.getByRole('button', { name: 'Warenkorb' });
    await waitFor(() => expect(document.querySelector('.nav-cart .nav-badge')).toHaveTextContent('2'));
    expect(cart).toHaveAccessibleDescription('2 Seminare im Warenkorb');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/shared-modules/shopping-cart-small');
    expect(window.localStorage.getItem(STORAGE_KEYS.cartCount)).toBe('2');
  });

  it('a non-array small cart leaves the count unset', async () => {
    window.localStorage.removeItem(STORAGE_KEYS.cartCount);
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ nope: true }), { status: 200 }));
    render(<HeaderInRemote globals={testGlobals()} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(async () => {});
    expect(document.querySelector('.nav-badge')).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.cartCount)).toBeNull();
  });
});
