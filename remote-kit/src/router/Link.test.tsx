import { configureStore } from '@reduxjs/toolkit';
import { fireEvent, render, screen } from '@testing-library/react';
import { RemoteRoot } from '../lifecycles/RemoteRoot';
import { Link } from './Link';

const store = configureStore({ reducer: () => ({}) });

function renderInCatalogue(href: string) {
  render(
    <RemoteRoot remote="mf_catalogue" store={store}>
      <Link href={href}>Ziel</Link>
    </RemoteRoot>,
  );
  return screen.getByRole('link', { name: 'Ziel' });
}

describe('Link', () => {
  beforeEach(() => window.history.pushState({}, '', '/'));

  it('bleibt bei einer eigenen Route ohne Seitenladen in der Remote', () => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const link = renderInCatalogue('/seminare?rubric=arbeitsrecht');
    expect(fireEvent.click(link)).toBe(false);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/seminare?rubric=arbeitsrecht');
  });

  it.each(['/seminare/warenkorb', 'https://www.amb-betriebsrat.de/news', '//evil.example/seminare'])(
    'ist zu %s ein gewöhnlicher Link',
    (href) => {
      const link = renderInCatalogue(href);
      expect(fireEvent.click(link)).toBe(true);
      expect(window.location.pathname).toBe('/');
    },
  );

  it('lässt Klicks mit Zusatztaste dem Browser (neuer Tab)', () => {
    const link = renderInCatalogue('/seminare');
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(window.location.pathname).toBe('/');
  });
});
