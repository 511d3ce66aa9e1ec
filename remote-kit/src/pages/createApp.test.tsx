import { act, fireEvent, screen } from '@testing-library/react';
import { MESSAGES, TIMINGS, on } from '@amb/shared-contracts/core';
import { apiError, json, mockFetch } from '../testing/fetchMock';
import { renderInRemote, visit } from '../testing/renderWithProviders';
import { Page } from '../ui/Page';
import { lazyPage } from '../router/lazyPage';
import { createApp } from './createApp';
import { definePage, type PageProps } from './definePage';
import { makeStore, PATHS, releaseRubrics, TEST_PAGES } from './testPages';

const App = createApp(TEST_PAGES);
const renderApp = () => renderInRemote('mf_catalogue', <App />, makeStore());

describe('createApp: die Seiten einer Remote', () => {
  afterEach(() => jest.useRealTimers());

  it('rendert die Seite der Adresse mit Titel und Parametern', async () => {
    mockFetch({ '/api/places/7': () => json({ id: '7', slug: 'berlin', name: 'Berlin' }) });
    visit('/standorte/berlin-7');
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Berlin' })).toBeInTheDocument();
    expect(screen.getByText('Ort 7')).toBeInTheDocument();
  });

  it('zeigt auf einem Pfad ohne Seite "Seite nicht gefunden"', () => {
    visit('/standorte');
    renderApp();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(MESSAGES.pageNotFoundTitle);
  });

  it('Fehler der Daten: die Meldung unter der Überschrift, "Erneut versuchen" lädt neu', async () => {
    let answer = apiError(500, 'kaputt');
    mockFetch({ '/api/places/8': () => answer });
    visit('/standorte/hamburg-8');
    renderApp();
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Ort fehlt gerade.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Standort');
    answer = json({ id: '8', slug: 'hamburg', name: 'Hamburg' });
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hamburg' })).toBeInTheDocument();
  });

  it('der Code einer Seite lädt noch: nie eine leere Fläche, die Überschrift sofort, das Skelett nach der Verzögerung', async () => {
    jest.useFakeTimers();
    visit(PATHS.rubricList);
    await act(() => Promise.resolve(void renderApp()));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Rubriken');
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.loading);
    expect(screen.queryByTestId('kit-skeleton')).toBeNull();
    act(() => jest.advanceTimersByTime(TIMINGS.loadingSkeletonMs));
    expect(screen.getByTestId('kit-skeleton')).toBeInTheDocument();
    await act(() => Promise.resolve(releaseRubrics()));
    expect(await screen.findByText('Alle Rubriken')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('meldet "page:ready", sobald die Seite steht – nicht schon, während ihr Code noch lädt', async () => {
    let release: () => void = () => undefined;
    const Lazy = createApp([
      definePage('rubricList', {
        component: lazyPage(
          () =>
            new Promise((resolve) => {
              release = () => resolve(({ title }: PageProps) => <Page title={title}>Alle Rubriken</Page>);
            }),
        ),
      }),
    ]);
    const ready: string[] = [];
    const off = on('page:ready', ({ path }) => ready.push(path));
    visit(PATHS.rubricList);
    await act(() => Promise.resolve(void renderInRemote('mf_catalogue', <Lazy />, makeStore())));
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.loading);
    expect(ready).toEqual([]);
    await act(() => Promise.resolve(release()));
    expect(await screen.findByText('Alle Rubriken')).toBeInTheDocument();
    expect(ready).toEqual([PATHS.rubricList]);
    off();
  });
});
