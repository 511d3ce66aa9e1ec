import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TIMINGS } from '@amb/shared-contracts/core';
import { NAVIGATION } from '../../testing/globals';
import { MENU_TREE } from '../../testing/menuTree';
import { flyoutReducer, initialFlyoutState, type FlyoutState } from './flyoutReducer';
import { TopBar } from './TopBar';

const setWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
const trigger = (name: string) => screen.getByRole('button', { name });
const panel = (name: string) => screen.queryByRole('region', { name });

beforeEach(() => {
  jest.useFakeTimers();
  setWidth(1440);
});
afterEach(() => jest.useRealTimers());

describe('flyoutReducer (SPEC §4)', () => {
  const state = (openId: number | null, closingId: number | null = null): FlyoutState => ({ openId, closingId });
  it.each([
    ['opens on a trigger', state(null), { type: 'toggle', id: 1 }, state(1)],
    ['the same trigger closes (animating)', state(1), { type: 'toggle', id: 1 }, state(null, 1)],
    ['another trigger closes the open one first and opens its own', state(1), { type: 'toggle', id: 2 }, state(2, 1)],
    ['reopening the closing one stops its closing', state(null, 1), { type: 'toggle', id: 1 }, state(1)],
    ['close starts the closing animation', state(2), { type: 'close' }, state(null, 2)],
    ['close when closed changes nothing', state(null), { type: 'close' }, state(null)],
    ['closed ends the animation', state(null, 2), { type: 'closed', id: 2 }, state(null)],
    ['a stale closed is ignored', state(null, 2), { type: 'closed', id: 1 }, state(null, 2)],
  ] as const)('%s', (_name, from, action, expected) => {
    expect(flyoutReducer(from, action)).toEqual(expected);
  });

  it('starts closed', () => {
    expect(initialFlyoutState).toEqual(state(null));
  });
});

describe('TopBar flyouts', () => {
  it('opens on click, lists the children, and on a second click closes with a 500 ms animation', () => {
    render(<TopBar items={NAVIGATION} version={1} />);
    expect(panel('Seminare')).not.toBeInTheDocument();
    fireEvent.click(trigger('Seminare'));
    expect(trigger('Seminare')).toHaveAttribute('aria-expanded', 'true');
    const region = panel('Seminare')!;
    expect(trigger('Seminare')).toHaveAttribute('aria-controls', region.id);
    // The panel follows its trigger in the DOM, so Tab moves from the trigger into it.
    expect(trigger('Seminare').compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rubriken' })).toHaveAttribute('href', '/seminare/rubrik');
    expect(screen.getByRole('link', { name: 'Arbeitsrecht' })).toHaveAttribute('href', '/seminare/r/arbeitsrecht');
    expect(screen.getByText('Das ganze Programm')).toBeInTheDocument();

    fireEvent.click(trigger('Seminare'));
    expect(trigger('Seminare')).toHaveAttribute('aria-expanded', 'false');
    const closing = document.getElementById(region.id)!;
    expect(closing).toBeVisible();
    expect(closing).toHaveClass('nav-flyout--closing');
    expect(closing).toHaveAttribute('inert');
    act(() => jest.advanceTimersByTime(TIMINGS.flyoutCloseMs - 1));
    expect(closing).toBeVisible();
    act(() => jest.advanceTimersByTime(1));
    expect(closing).not.toBeVisible();
    expect(document.querySelector('.nav-underlay')).not.toBeVisible();
  });

  it('another trigger closes the open flyout first and opens its own: one open at a time', () => {
    render(<TopBar items={NAVIGATION} version={1} />);
    fireEvent.click(trigger('Seminare'));
    fireEvent.click(trigger('Fachtagungen'));
    expect(trigger('Seminare')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Fachtagungen')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(document.querySelector('.nav-flyout--closing')).toHaveAttribute('aria-label', 'Seminare');
    act(() => jest.advanceTimersByTime(TIMINGS.flyoutCloseMs));
    expect(document.querySelector('.nav-flyout--closing')).toBeNull();
    expect(panel('Fachtagungen')).toBeVisible();
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<TopBar items={NAVIGATION} version={1} />);
    await user.click(trigger('Seminare'));
    await user.tab();
    expect(trigger('Seminare')).not.toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger('Seminare')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Seminare')).toHaveFocus();
  });

  it('closes with the close button and with the underlay', () => {
    const { container } = render(<TopBar items={NAVIGATION} version={1} />);
    fireEvent.click(trigger('Seminare'));
    fireEvent.click(within(panel('Seminare')!).getByRole('button', { name: 'Menü schließen' }));
    expect(trigger('Seminare')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Seminare')).toHaveFocus();

    act(() => jest.advanceTimersByTime(TIMINGS.flyoutCloseMs));
    fireEvent.click(trigger('Seminare'));
    fireEvent.click(container.querySelector('.nav-underlay')!);
    expect(trigger('Seminare')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click of a link marked to close, not on other links', () => {
    render(<TopBar items={MENU_TREE} version={1} />);
    fireEvent.click(trigger('Wissen'));
    fireEvent.click(screen.getByRole('button', { name: 'Rechtsprechung' }));
    act(() => jest.advanceTimersByTime(TIMINGS.accordionMs));
    fireEvent.click(screen.getByRole('link', { name: 'Urteile' }));
    expect(trigger('Wissen')).toHaveAttribute('aria-expanded', 'true');
    act(() => jest.advanceTimersByTime(TIMINGS.accordionMs));
    fireEvent.click(screen.getByRole('button', { name: 'News' }));
    fireEvent.click(screen.getByRole('link', { name: 'Aktuelle Meldungen' }));
    expect(trigger('Wissen')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the window becomes narrower than 1200 px, not at 1200 px', () => {
    render(<TopBar items={NAVIGATION} version={1} />);
    fireEvent.click(trigger('Seminare'));
    setWidth(1200);
    fireEvent(window, new Event('resize'));
    expect(trigger('Seminare')).toHaveAttribute('aria-expanded', 'true');
    setWidth(1199);
    fireEvent(window, new Event('resize'));
    expect(trigger('Seminare')).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the current page and the trigger of its section', () => {
    const marked = [
      { ...NAVIGATION[0]!, isCurrentParent: true },
      NAVIGATION[1]!,
      { ...NAVIGATION[2]!, isCurrent: true },
    ];
    render(<TopBar items={marked} version={1} />);
    expect(trigger('Seminare')).toHaveClass('nav-topbar__trigger--current');
    expect(trigger('Fachtagungen')).not.toHaveClass('nav-topbar__trigger--current');
    expect(screen.getByRole('link', { name: 'Standorte' })).toHaveAttribute('aria-current', 'page');
  });
});
