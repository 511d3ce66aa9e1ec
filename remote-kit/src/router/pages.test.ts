import { matchPage } from './pages';

describe('matchPage', () => {
  const pages = [
    { patterns: ['/x/fest'], title: 'fest' },
    { patterns: ['/x/:slug', '/y/:slug/:id'], title: 'slug' },
  ];

  it('nimmt die erste passende Seite und liefert die Parameter', () => {
    expect(matchPage(pages, '/x/fest')).toEqual({ page: pages[0], params: {} });
    expect(matchPage(pages, '/x/anders')).toEqual({ page: pages[1], params: { slug: 'anders' } });
    expect(matchPage(pages, '/y/a%20b/7')?.params).toEqual({ slug: 'a b', id: '7' });
  });

  it('liefert null, wenn keine Seite passt', () => {
    expect(matchPage(pages, '/z')).toBeNull();
  });
});
