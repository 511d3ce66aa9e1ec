import { act, screen } from '@testing-library/react';
import { App } from './App';
import { renderInRemote, visit } from '@amb/remote-kit/testing';
import { REMOTE } from './lifecycles';
import { makeStore } from './store';
import { EXPECTED_PAGES, PATH_WITHOUT_PAGE } from './testing/expectedPages';

describe('App', () => {
  it.each(EXPECTED_PAGES)('zeigt auf %s die Überschrift "%s"', (path, heading) => {
    visit(path);
    renderInRemote(REMOTE, <App />, makeStore());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(document.title).toBe(`${heading} | Akademie für Mitbestimmung`);
  });

  it('zeigt auf einem Pfad ohne Seite "Seite nicht gefunden"', () => {
    visit(PATH_WITHOUT_PAGE);
    renderInRemote(REMOTE, <App />, makeStore());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Seite nicht gefunden');
  });

  it('folgt der Navigation von single-spa', () => {
    const [first, second] = EXPECTED_PAGES;
    visit(first![0]);
    renderInRemote(REMOTE, <App />, makeStore());
    act(() => {
      visit(second![0]);
      window.dispatchEvent(new Event('single-spa:routing-event'));
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(second![1]);
  });
});
