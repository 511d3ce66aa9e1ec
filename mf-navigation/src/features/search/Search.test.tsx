import { act, fireEvent, render, screen } from '@testing-library/react';
import { TIMINGS, on } from '@amb/shared-contracts/core';
import { SearchButton, SearchForm } from './Search';
import { useSearchToggle } from './useSearchToggle';

function Harness() {
  const search = useSearchToggle();
  return (
    <nav className={search.open ? 'nav-bar nav-bar--search-active' : 'nav-bar'} aria-label="Test">
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
    expect(screen.queryByRole('search')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Suche öffnen' }));
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
    fireEvent.click(screen.getByRole('button', { name: 'Suche öffnen' }));
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
    expect(screen.getByRole('button', { name: 'Suche öffnen' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a second click of the icon', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Suche öffnen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Suche schließen' }));
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });
});
