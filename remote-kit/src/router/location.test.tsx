import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { navigate, ServerLocationContext, subscribeLocation, useLocation } from './location';

function Where() {
  const { pathname, query } = useLocation();
  return <p>{`${pathname}|${query.get('q') ?? ''}`}</p>;
}

describe('useLocation', () => {
  it('folgt navigate() und dem Zurück-Knopf des Browsers', () => {
    window.history.pushState({}, '', '/seminare');
    render(<Where />);
    expect(screen.getByText('/seminare|')).toBeInTheDocument();
    act(() => navigate('/suche?q=Mobbing'));
    expect(screen.getByText('/suche|Mobbing')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/suche');
    act(() => {
      window.history.replaceState({}, '', '/seminare/rubrik');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByText('/seminare/rubrik|')).toBeInTheDocument();
  });

  it('navigate(replace) ersetzt den Eintrag statt einen neuen anzulegen', () => {
    window.history.pushState({}, '', '/a');
    const before = window.history.length;
    navigate('/b', { replace: true });
    expect(window.location.pathname).toBe('/b');
    expect(window.history.length).toBe(before);
  });

  it('rendert auf dem Server die Anfrage-URL', () => {
    const html = renderToString(
      <ServerLocationContext.Provider value="/seminare/r/arbeitsrecht?q=BEM">
        <Where />
      </ServerLocationContext.Provider>,
    );
    expect(html).toContain('/seminare/r/arbeitsrecht|BEM');
  });
});

describe('subscribeLocation', () => {
  it('meldet popstate und single-spa-Navigation, bis abgemeldet wird', () => {
    const target = new EventTarget();
    const listener = jest.fn();
    const unsubscribe = subscribeLocation(listener, target);
    target.dispatchEvent(new Event('popstate'));
    target.dispatchEvent(new Event('single-spa:routing-event'));
    unsubscribe();
    target.dispatchEvent(new Event('popstate'));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
