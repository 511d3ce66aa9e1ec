import { act, fireEvent, render, screen } from '@testing-library/react';
import { emit, STORAGE_KEYS } from '@amb/shared-contracts/core';
import { mockFetch } from '@amb/remote-kit/testing';
import { testGlobals } from '../../testing/globals';
import { HeaderInRemote } from '../../testing/HeaderInRemote';
import { CLICK_AFTER_HOVER_GRACE_MS } from './usePopover';

const setWidth = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
};
const panel = (menu: string) => document.getElementById(`nav-popover-${menu}`)!;
const trigger = (name: string) => screen.getByRole('button', { name });
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const WORKS_COUNCIL_SITE = 'Betriebsrat aktuell';

beforeEach(() => {
  jest.useFakeTimers();
  setWidth(1440);
  window.localStorage.setItem(STORAGE_KEYS.cartCount, '0');
  mockFetch({});
});
afterEach(() => jest.useRealTimers());

describe('pop-over state machine (SPEC §2.5, §4, §9)', () => {
  it('hover opens after 50 ms; leaving closes after 150 ms with a 100 ms animation', () => {
    render(<HeaderInRemote globals={testGlobals()} />);
    const heart = trigger('Merkliste');
    fireEvent.mouseEnter(heart);
    advance(49);
    expect(panel('wishlist')).not.toBeVisible();
    advance(1);
    expect(panel('wishlist')).toBeVisible();
    expect(heart).toHaveAttribute('aria-expanded', 'true');

    fireEvent.mouseLeave(heart);
    advance(149);
    expect(heart).toHaveAttribute('aria-expanded', 'true');
    advance(1);
    expect(heart).toHaveAttribute('aria-expanded', 'false');
    expect(panel('wishlist')).toHaveClass('nav-popover--closing');
    advance(99);
    expect(panel('wishlist')).toBeVisible();
    advance(1);
    expect(panel('wishlist')).not.toBeVisible();
  });

  it('a pointer leaving before 50 ms opens nothing; moving from the trigger into the pop-over keeps it open', () => {
    render(<HeaderInRemote globals={testGlobals()} />);
    const heart = trigger('Merkliste');
    fireEvent.mouseEnter(heart);
    advance(30);
    fireEvent.mouseLeave(heart);
    advance(500);
    expect(panel('wishlist')).not.toBeVisible();

    fireEvent.mouseEnter(heart);
    advance(50);
    fireEvent.mouseLeave(heart);
    advance(100);
    fireEvent.mouseEnter(panel('wishlist'));
    advance(1000);
    expect(panel('wishlist')).toBeVisible();
    fireEvent.mouseLeave(panel('wishlist'));
    advance(250);
    expect(panel('wishlist')).not.toBeVisible();
  });

  it('with one open, hovering another menu swaps the content at once', () => {
    render(<HeaderInRemote globals={testGlobals()} />);
    fireEvent.click(trigger('Merkliste'));
    expect(panel('wishlist')).toBeVisible();
    fireEvent.mouseEnter(trigger(WORKS_COUNCIL_SITE));
    expect(panel('worksCouncilSite')).toBeVisible();
    expect(panel('wishlist')).not.toBeVisible();
    expect(trigger('Merkliste')).toHaveAttribute('aria-expanded', 'false');
  });

  it('a click opens at once, a second click on the same trigger closes after 100 ms, another trigger swaps', () => {
    render(<HeaderInRemote globals={testGlobals()} />);
    const site = trigger(WORKS_COUNCIL_SITE);
    fireEvent.click(site);
    expect(panel('worksCouncilSite')).toBeVisible();
    fireEvent.click(trigger('Merkliste'));
    expect(panel('wishlist')).toBeVisible();
    expect(panel('worksCouncilSite')).not.toBeVisible();
    fireEvent.click(trigger('Merkliste'));
    expect(trigger('Merkliste')).toHaveAttribute('aria-expanded', 'false');
    advance(100);
    expect(panel('wishlist')).not.toBeVisible();
  });

  it('a click just after the hover opened the menu keeps it open; a later click closes it', () => {
    render(<HeaderInRemote globals={testGlobals()} />);
    const heart = trigger('Merkliste');
    fireEvent.mouseEnter(heart);
    advance(50);
    expect(heart).toHaveAttribute('aria-expanded', 'true');
    // The press that follows the pointer resting on the trigger (or a click the busy main thread delayed).
    advance(CLICK_AFTER_HOVER_GRACE_MS - 60);
    fireEvent.click(heart);
    advance(200);
    expect(heart).toHaveAttribute('aria-expanded', 'true');
    expect(panel('wishlist')).toBeVisible();
    // The next click is meant to close it.
    fireEvent.click(heart);
    advance(100);
    expect(heart).toHaveAttribute('aria-expanded', 'false');
    expect(panel('wishlist')).not.toBeVisible();

    // Long after the hover opened it, a click closes at once.
    fireEvent.mouseEnter(heart);
    advance(50 + CLICK_AFTER_HOVER_GRACE_MS);
    fireEvent.click(heart);
    expect(heart).toHaveAttribute('aria-expanded', 'false');
  });

  it('an outside click closes; a click inside does not', () => {
    render(<HeaderInRemote globals={testGlobals()} />);
    fireEvent.click(trigger('Merkliste'));
    fireEvent.mouseDown(panel('wishlist'));
    advance(200);
    expect(panel('wishlist')).toBeVisible();
    fireEvent.mouseDown(document.body);
    advance(100);
    expect(panel('wishlist')).not.toBeVisible();
  });

  it('Esc closes and returns focus to the trigger', () => {
    render(<HeaderInRemote globals={testGlobals()} />);
    fireEvent.click(trigger(WORKS_COUNCIL_SITE));
    screen.getByRole('link', { name: 'Forum' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    advance(100);
    expect(panel('worksCouncilSite')).not.toBeVisible();
    expect(trigger(WORKS_COUNCIL_SITE)).toHaveFocus();
  });

  it('closes when the focus leaves it: Tab past its last link, or Shift+Tab before its trigger', () => {
    render(
      <>
        <HeaderInRemote globals={testGlobals()} />
        <button type="button">Auf der Seite</button>
      </>,
    );
    const site = trigger(WORKS_COUNCIL_SITE);
    site.focus();
    fireEvent.click(site);
    const forum = screen.getByRole('link', { name: 'Forum' });
    forum.focus();
    advance(500);
    expect(panel('worksCouncilSite')).toBeVisible();
    // The next stop after the panel's last link is the logo's neighbour in the bar: outside the pop-over.
    screen.getByRole('button', { name: 'Auf der Seite' }).focus();
    advance(100);
    expect(panel('worksCouncilSite')).not.toBeVisible();
    expect(site).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(trigger('Merkliste'));
    trigger('Merkliste').focus();
    expect(panel('wishlist')).toBeVisible();
    trigger('Warenkorb').focus();
    advance(100);
    expect(panel('wishlist')).not.toBeVisible();
  });

  it('a pop-over opened from elsewhere stays while the focus has not been in it', () => {
    render(
      <>
        <HeaderInRemote globals={testGlobals()} />
        <button type="button">Merken</button>
        <button type="button">Weiter</button>
      </>,
    );
    screen.getByRole('button', { name: 'Merken' }).focus();
    act(() => emit('navigation:open-popover', { menu: 'wishlist' }));
    screen.getByRole('button', { name: 'Weiter' }).focus();
    advance(200);
    expect(panel('wishlist')).toBeVisible();
    // Esc closes it and leaves the focus where the visitor is.
    fireEvent.keyDown(document, { key: 'Escape' });
    advance(100);
    expect(panel('wishlist')).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Weiter' })).toHaveFocus();
  });

  it('logged out, the user pop-over (the login form) stays open when the pointer leaves', () => {
    render(<HeaderInRemote globals={testGlobals()} />);
    const account = trigger('Mein Konto');
    fireEvent.mouseEnter(account);
    advance(50);
    fireEvent.mouseLeave(account);
    advance(1000);
    expect(panel('user')).toBeVisible();
    fireEvent.mouseDown(document.body);
    advance(100);
    expect(panel('user')).not.toBeVisible();
  });

  it('logged in, the user pop-over closes on leave like the others', () => {
    mockFetch({ '/api-meinamb/account-navigation': () => new Promise<Response>(() => undefined) });
    render(<HeaderInRemote globals={testGlobals({ user: { firstname: 'Anna', impersonated: false } })} />);
    const account = trigger('Mein Konto');
    fireEvent.mouseEnter(account);
    advance(50);
    fireEvent.mouseLeave(account);
    advance(250);
    expect(panel('user')).not.toBeVisible();
  });

  it('a touch tap is a click, not a hover first (which would swap and then toggle it shut)', () => {
    render(<HeaderInRemote globals={testGlobals()} />);
    fireEvent.click(trigger(WORKS_COUNCIL_SITE));
    const heart = trigger('Merkliste');
    const touch = new Event('pointerdown', { bubbles: true });
    Object.defineProperty(touch, 'pointerType', { value: 'touch' });
    fireEvent(heart, touch);
    fireEvent.mouseEnter(heart);
    fireEvent.click(heart);
    advance(200);
    expect(panel('wishlist')).toBeVisible();
    expect(heart).toHaveAttribute('aria-expanded', 'true');
  });

  it('other remotes open a menu with navigation:open-popover', () => {
    render(<HeaderInRemote globals={testGlobals()} />);
    act(() => emit('navigation:open-popover', { menu: 'wishlist' }));
    expect(panel('wishlist')).toBeVisible();
  });

  it('a width change of more than 20 % places the open pop-over again', () => {
    render(<HeaderInRemote globals={testGlobals()} />);
    fireEvent.click(trigger('Merkliste'));
    expect(panel('wishlist')).toHaveStyle({ top: '80px', width: '360px' });
    setWidth(1200);
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(panel('wishlist')).toHaveStyle({ width: '360px' });
    setWidth(500);
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(panel('wishlist')).toHaveStyle({ top: '56px', left: '24px', width: '452px' });
  });

  it('logged in, the greeting of the account banner opens the user pop-over (on mobile over the full width)', () => {
    mockFetch({ '/api-meinamb/account-navigation': () => new Promise<Response>(() => undefined) });
    setWidth(375);
    render(<HeaderInRemote globals={testGlobals({ user: { firstname: 'Anna', impersonated: false } })} />);
    fireEvent.click(screen.getByRole('button', { name: /Hallo, Anna/ }));
    expect(panel('user')).toBeVisible();
    expect(panel('user')).toHaveStyle({ left: '0px', width: '375px', top: '64px' });
  });

  it('on mobile the account banner opens the user pop-over over the full width', () => {
    setWidth(375);
    render(<HeaderInRemote globals={testGlobals()} />);
    fireEvent.click(screen.getByRole('link', { name: 'Bei meinamb anmelden' }));
    expect(panel('user')).toBeVisible();
    expect(panel('user')).toHaveStyle({ left: '0px', width: '375px', top: '56px' });
  });
});
