import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MOBILE_PAGE_TOP_MARGIN, SOCIAL_LINKS, TIMINGS } from '@amb/shared-contracts/core';
import { MENU_TREE } from '../../testing/menuTree';
import { MobileMenu } from './MobileMenu';

const setWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
const toggle = () => screen.getByRole('button', { name: 'Menü' });
const menu = () => screen.queryByRole('dialog', { name: 'Menü' });
const visiblePage = () =>
  [...document.querySelectorAll<HTMLElement>('.nav-mobile__page')].filter((page) => !page.hidden).at(-1)!;

function renderMenu(props: Partial<Parameters<typeof MobileMenu>[0]> = {}) {
  return render(<MobileMenu items={MENU_TREE} version={1} loggedIn={false} socialLinks={SOCIAL_LINKS} {...props} />);
}

beforeEach(() => {
  jest.useFakeTimers();
  setWidth(375);
  document.documentElement.style.overflow = '';
});
afterEach(() => jest.useRealTimers());

describe('mobile menu (SPEC §2.3, §4)', () => {
  it('the toggle "Menü" opens a full-screen menu, stops the page from scrolling and closes it again', () => {
    renderMenu();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveAttribute('aria-controls', 'nav-mobile-menu');
    expect(menu()).not.toBeInTheDocument();
    document.documentElement.style.overflow = 'scroll';

    fireEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(menu()).toHaveAttribute('aria-modal', 'true');
    expect(document.documentElement.style.overflow).toBe('hidden');
    const top = within(visiblePage());
    expect(top.getByRole('button', { name: /Seminare/ })).toBeInTheDocument();
    expect(top.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/service/kontakt');

    fireEvent.click(top.getByRole('button', { name: 'Menü schließen' }));
    expect(menu()).not.toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe('scroll');
    expect(toggle()).toHaveFocus();
  });

  it('dims the page behind it, in its top margin too; a tap there closes it and the focus goes back to the toggle', () => {
    renderMenu();
    const backdrop = document.querySelector<HTMLElement>('.nav-mobile-backdrop')!;
    expect(backdrop).not.toBeVisible();
    fireEvent.click(toggle());
    expect(backdrop).toBeVisible();
    expect(backdrop).toHaveAttribute('aria-hidden', 'true');

    fireEvent.click(backdrop);
    expect(menu()).not.toBeInTheDocument();
    expect(backdrop).not.toBeVisible();
    expect(toggle()).toHaveFocus();
  });

  it('an entry with children pushes a sub-page with a back button; back pops it after a 500 ms exit, ignoring clicks meanwhile', () => {
    renderMenu();
    fireEvent.click(toggle());
    fireEvent.click(within(visiblePage()).getByRole('button', { name: /Wissen/ }));
    let page = within(visiblePage());
    expect(page.getByRole('link', { name: 'Wissen – Übersicht' })).toHaveAttribute('href', '/wissen');
    expect(page.getByRole('button', { name: 'Zurück' })).toHaveFocus();
    fireEvent.click(page.getByRole('button', { name: /News/ }));
    page = within(visiblePage());
    expect(page.getByRole('link', { name: 'Aktuelle Meldungen' })).toBeInTheDocument();

    fireEvent.click(page.getByRole('button', { name: 'Zurück' }));
    const leaving = document.querySelector('.nav-mobile__page--leaving') as HTMLElement;
    expect(leaving).toHaveTextContent('Aktuelle Meldungen');
    expect(leaving).toHaveAttribute('inert');
    // Clicks during the exit change nothing: neither another back nor a push on the page below.
    fireEvent.click(within(leaving).getByRole('button', { name: 'Zurück' }));
    fireEvent.click(screen.getByRole('button', { name: /Rechtsprechung/ }));
    act(() => jest.advanceTimersByTime(TIMINGS.mobileBackMs - 1));
    expect(document.querySelector('.nav-mobile__page--leaving')).toBe(leaving);
    act(() => jest.advanceTimersByTime(1));
    expect(document.querySelector('.nav-mobile__page--leaving')).toBeNull();
    page = within(visiblePage());
    expect(page.getByRole('link', { name: 'Wissen – Übersicht' })).toBeInTheDocument();
    expect(page.queryByRole('link', { name: 'Urteile' })).not.toBeInTheDocument();
    expect(page.getByRole('button', { name: /News/ })).toHaveFocus();
  });

  it('close clears the stack: the menu opens again at the top level', () => {
    renderMenu();
    fireEvent.click(toggle());
    fireEvent.click(within(visiblePage()).getByRole('button', { name: /Seminare/ }));
    fireEvent.click(within(visiblePage()).getByRole('button', { name: 'Menü schließen' }));
    fireEvent.click(toggle());
    expect(within(visiblePage()).queryByRole('button', { name: 'Zurück' })).not.toBeInTheDocument();
    expect(document.querySelectorAll('.nav-mobile__page')).toHaveLength(1);
  });

  it('closes when the window grows wider than 1199 px, not at 1199 px', () => {
    renderMenu();
    fireEvent.click(toggle());
    setWidth(1199);
    fireEvent(window, new Event('resize'));
    expect(menu()).toBeInTheDocument();
    setWidth(1200);
    fireEvent(window, new Event('resize'));
    expect(menu()).not.toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('Esc closes and gives focus back to the toggle', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderMenu();
    await user.click(toggle());
    expect(within(menu()!).getByRole('button', { name: 'Menü schließen' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menu()).not.toBeInTheDocument();
    expect(toggle()).toHaveFocus();
  });

  it('keeps focus inside while open: Tab from the last control goes to the first, Shift+Tab back', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderMenu();
    await user.click(toggle());
    const controls = [...visiblePage().querySelectorAll<HTMLElement>('button, a[href]')];
    const first = controls[0]!;
    const last = controls.at(-1)!;
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    await user.tab();
    expect(first).toHaveFocus();
  });

  it('the menu starts 52 px below the top logged out and 72 px logged in', () => {
    const { unmount } = renderMenu();
    fireEvent.click(toggle());
    expect(menu()).toHaveStyle({ top: `${MOBILE_PAGE_TOP_MARGIN.loggedOut}px` });
    expect(MOBILE_PAGE_TOP_MARGIN).toEqual({ loggedOut: 52, loggedIn: 72 });
    unmount();
    renderMenu({ loggedIn: true });
    fireEvent.click(toggle());
    expect(menu()).toHaveStyle({ top: '72px' });
  });

  it('v2 shows the tabs inside a sub-page; its togglers animate 200 ms', () => {
    renderMenu({ version: 2 });
    fireEvent.click(toggle());
    fireEvent.click(within(visiblePage()).getByRole('button', { name: /Seminare/ }));
    const page = within(visiblePage());
    const tabs = page.getAllByRole('tab');
    expect(tabs.map((tab) => tab.querySelector('.nav-tabs__label')?.textContent)).toEqual(['Rubriken', 'Beliebt']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(tabs[1]!);
    const toggler = page.getByRole('button', { name: 'Beliebte Seminare' });
    expect(toggler.closest('.nav-toggler')).toHaveStyle({ '--nav-toggle-ms': `${TIMINGS.accordionMobileV2Ms}ms` });
    // Entries that are not tabs stay entries of the sub-page.
    expect(page.getByRole('button', { name: /Für Einsteiger/ })).toBeInTheDocument();
  });

  it('v1 lists the children of a sub-page as entries, without tabs', () => {
    renderMenu();
    fireEvent.click(toggle());
    fireEvent.click(within(visiblePage()).getByRole('button', { name: /Seminare/ }));
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(within(visiblePage()).getByRole('button', { name: /Rubriken/ })).toBeInTheDocument();
  });

  it('lists the social links with a URL and skips empty ones; shows the extra link', () => {
    renderMenu({
      socialLinks: {
        facebook: 'https://facebook.example/amb',
        youtube: '',
        instagram: ' ',
        linkedIn: 'https://li.example/amb',
      },
      extraLink: { label: 'Service & Kontakt', href: '/service/kontakt' },
    });
    fireEvent.click(toggle());
    const social = screen.getByRole('list', { name: 'Folgen Sie uns' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['https://facebook.example/amb', 'https://li.example/amb']);
    expect(within(social).getByRole('img', { name: 'LinkedIn' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Service & Kontakt' })).toHaveAttribute('href', '/service/kontakt');
  });

  it('marks the entry leading to the current page', () => {
    const marked = MENU_TREE.map((item) => (item.id === 4 ? { ...item, isCurrentParent: true } : item));
    render(<MobileMenu items={marked} version={1} loggedIn={false} socialLinks={SOCIAL_LINKS} />);
    fireEvent.click(toggle());
    expect(screen.getByRole('button', { name: /Wissen/ })).toHaveClass('nav-mobile__push--current-parent');
  });
});
