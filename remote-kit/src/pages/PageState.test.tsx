import { act, fireEvent, render, screen } from '@testing-library/react';
import { MESSAGES, TIMINGS } from '@amb/shared-contracts/core';
import { PageState } from './PageState';

describe('PageState: die Zustände jeder Seite an einer Stelle', () => {
  afterEach(() => jest.useRealTimers());

  it('nicht gefunden: die eine Seite "Seite nicht gefunden"', () => {
    render(<PageState kind="notFound" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(MESSAGES.pageNotFoundTitle);
    expect(screen.getByText(MESSAGES.pageNotFoundText)).toBeInTheDocument();
  });

  it('lädt: sofort Überschrift und "Einen Moment...", das Skelett erst nach der Verzögerung', () => {
    jest.useFakeTimers();
    render(<PageState kind="loading" title="Warenkorb" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Warenkorb');
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.loading);
    expect(screen.queryByTestId('kit-skeleton')).toBeNull();
    act(() => jest.advanceTimersByTime(TIMINGS.loadingSkeletonMs - 1));
    expect(screen.queryByTestId('kit-skeleton')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('kit-skeleton')).toBeInTheDocument();
  });

  it('lädt auf dem Server: das Skelett gleich (skeletonAfterMs 0)', () => {
    render(<PageState kind="loading" skeletonAfterMs={0} />);
    expect(screen.getByTestId('kit-skeleton')).toBeInTheDocument();
  });

  it('Fehler: die Meldung und "Erneut versuchen", das erneut lädt', () => {
    const retry = jest.fn();
    render(<PageState kind="error" title="Kostenrechner" message="Nicht geladen." onRetry={retry} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Kostenrechner');
    expect(screen.getByRole('alert')).toHaveTextContent('Nicht geladen.');
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.retry }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('Fehler ohne eigene Meldung: die allgemeine deutsche; ohne onRetry kein Knopf', () => {
    render(<PageState kind="error" />);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.unexpectedError);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
