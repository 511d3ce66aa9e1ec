import { act, fireEvent, render, screen } from '@testing-library/react';
import { TIMINGS, emit, on } from '@amb/shared-contracts/core';
import { SearchButton, SearchForm } from './Search';
import { useSearchActive } from './useSearchActive';
import { useSearchToggle } from './useSearchToggle';

function Harness() {
  const search = useSearchToggle();
  const active = useSearchActive();
  return (
    <nav className={active ? 'nav-bar nav-bar--search-active' : 'nav-bar'} aria-label="Test">
      <SearchButton search={search} />
      <SearchForm search={search} action="/suche" />
      <a href="/elsewhere">Woanders</a>
    </nav>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('header search', () => {
  it('reveals a GET form to /suche and focuses the field 100 ms after opening', () => {
    const events: boolean[] = [];
    const off = on('navigation:search', ({ active }) => events.push(active));
    render(<Harness />);
    act(() => jest.advanceTimersByTime(TIMINGS.searchInitMs));
    expect(screen.queryByRole('search')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Suche' }));
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/suche');
    expect(form).toHaveAttribute('method', 'get');
    const field = screen.getByLabelText('Suchbegriff');
    expect(field).toHaveAttribute('name', 'q');
    expect(screen.getByRole('navigation')).toHaveClass('nav-bar--search-active');

    act(() => jest.advanceTimersByTime(TIMINGS.searchFocusMs - 1));
    expect(field).not.toHaveFocus();
    act(() => jest.advanceTimersByTime(1));
    expect(field).toHaveFocus();
    expect(events).toEqual([true]);
    off();
  });

  it('hides 300 ms after focus leaves the form, not while it stays inside', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Suche' }));
    act(() => jest.advanceTimersByTime(TIMINGS.searchFocusMs));
    const field = screen.getByLabelText('Suchbegriff');

    fireEvent.blur(field, { relatedTarget: screen.getByRole('button', { name: 'Suchen' }) });
    act(() => jest.advanceTimersByTime(TIMINGS.searchHideMs));
    expect(screen.getByRole('search')).toBeInTheDocument();

    fireEvent.blur(field, { relatedTarget: screen.getByRole('link', { name: 'Woanders' }) });
    act(() => jest.advanceTimersByTime(TIMINGS.searchHideMs - 1));
    expect(screen.getByRole('search')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suche' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('navigation')).not.toHaveClass('nav-bar--search-active');
  });

  it('closes on a second click of the icon', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Suche' }));
    expect(screen.getByRole('button', { name: 'Suche' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Suche' })).toHaveAttribute('aria-controls', 'nav-search');
    fireEvent.click(screen.getByRole('button', { name: 'Suche' }));
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('the bar follows search in/out events from 250 ms after mounting, not before', () => {
    render(<Harness />);
    const bar = screen.getByRole('navigation');
    act(() => emit('navigation:search', { active: true }));
    expect(bar).not.toHaveClass('nav-bar--search-active');
    act(() => jest.advanceTimersByTime(TIMINGS.searchInitMs - 1));
    act(() => emit('navigation:search', { active: true }));
    expect(bar).not.toHaveClass('nav-bar--search-active');
    act(() => jest.advanceTimersByTime(1));
    act(() => emit('navigation:search', { active: true }));
    expect(bar).toHaveClass('nav-bar--search-active');
    act(() => emit('navigation:search', { active: false }));
    expect(bar).not.toHaveClass('nav-bar--search-active');
    expect(TIMINGS.searchInitMs).toBe(250);
  });
});
