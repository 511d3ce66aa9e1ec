import { matchesRoute, pageFor, sectionRoot, subscribePathname } from './paths';

describe('matchesRoute', () => {
  it.each([
    ['/a/:id', '/a/17', true],
    ['/a/:id', '/a/17/', true],
    ['/a/:id', '/a', false],
    ['/a/:id', '/a/17/b', false],
    ['/a/b', '/a/c', false],
    ['/a', '/a', true],
    ['/a/*', '/a', true],
    ['/a/*', '/a/b/c', true],
    ['/a/*', '/ab', false],
  ])('%s passt auf %s: %s', (pattern, path, expected) => {
    expect(matchesRoute(pattern, path)).toBe(expected);
  });

  it('nimmt die erste passende Seite', () => {
    const pages = [
      { patterns: ['/x/fest'], title: 'fest' },
      { patterns: ['/x/:slug'], title: 'slug' },
    ];
    expect(pageFor(pages, '/x/fest')?.title).toBe('fest');
    expect(pageFor(pages, '/x/anders')?.title).toBe('slug');
    expect(pageFor(pages, '/y')).toBeNull();
  });
});

describe('sectionRoot', () => {
  it('liefert das erste Segment', () => {
    expect(sectionRoot('/fachartikel/:slug/:id')).toBe('/fachartikel');
    expect(sectionRoot('/wahlseiten-news/archiv/')).toBe('/wahlseiten-news');
  });
});

describe('subscribePathname', () => {
  it('meldet popstate und single-spa-Navigation, bis abgemeldet wird', () => {
    const target = new EventTarget();
    const listener = jest.fn();
    const unsubscribe = subscribePathname(listener, target);
    target.dispatchEvent(new Event('popstate'));
    target.dispatchEvent(new Event('single-spa:routing-event'));
    unsubscribe();
    target.dispatchEvent(new Event('popstate'));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
