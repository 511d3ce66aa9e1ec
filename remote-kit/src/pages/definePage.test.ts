import { PAGE_META, PAGE_ROUTES } from '@amb/shared-contracts/core';
import { matchPage } from '../router/pages';
import { definePage, headOf, statusOf, type PagePlace } from './definePage';

const Component = () => null;
const place = (params: Record<string, string> = {}): PagePlace => ({
  params,
  search: '',
  origin: 'https://www.example.de',
});

describe('definePage', () => {
  it('nimmt Muster, Titel und Beschreibung aus dem Routenvertrag', () => {
    const page = definePage('location', { component: Component });
    expect(page).toMatchObject({
      name: 'location',
      routes: ['location'],
      patterns: [PAGE_ROUTES.location.path],
      title: PAGE_META.location.title,
      description: PAGE_META.location.description,
    });
  });

  it('bedient mehrere Routen (Aliase) mit einer Seite und liefert die Parameter des Pfads', () => {
    const pages = [
      definePage('home', { component: Component }),
      definePage(['memberArea', 'memberAreaV2', 'customerPortal'], { component: Component }),
      definePage('location', { component: Component }),
    ];
    expect(matchPage(pages, PAGE_ROUTES.memberAreaV2.path)?.page.name).toBe('memberArea');
    expect(matchPage(pages, '/standorte/berlin-7')).toMatchObject({
      page: { name: 'location' },
      params: { nameAndId: 'berlin-7' },
    });
    expect(matchPage(pages, '/standorte')).toBeNull();
  });
});

describe('headOf und statusOf', () => {
  it('ohne eigenen Kopf: Titel, Beschreibung und der Pfad als kanonische Adresse (nur ohne Parameter)', () => {
    expect(headOf(definePage('rubricList', { component: Component }), {}, place())).toEqual({
      title: PAGE_META.rubricList.title,
      description: PAGE_META.rubricList.description,
      canonical: PAGE_ROUTES.rubricList.path,
    });
    expect(headOf(definePage('location', { component: Component }), {}, place({ nameAndId: 'x-1' }))).toEqual({
      title: PAGE_META.location.title,
      description: PAGE_META.location.description,
    });
  });

  it('ein eigener Kopf aus den Daten bekommt die Beschreibung aus PAGE_META, wenn er keine nennt', () => {
    const page = definePage<{ name: string }>('location', {
      component: Component,
      head: (state, { origin, params }) => ({
        title: state.name,
        canonical: `${origin}/standorte/${params.nameAndId}`,
      }),
    });
    expect(headOf(page, { name: 'Berlin' }, place({ nameAndId: 'berlin-7' }))).toEqual({
      title: 'Berlin',
      description: PAGE_META.location.description,
      canonical: 'https://www.example.de/standorte/berlin-7',
    });
  });

  it('Kopf null heißt 404; ein eigener Status (410) geht vor', () => {
    const missing = definePage('location', { component: Component, head: () => null });
    expect(statusOf(missing, {}, place(), headOf(missing, {}, place()))).toBe(404);
    const gone = definePage<{ gone: boolean }>('location', {
      component: Component,
      status: (s) => (s.gone ? 410 : 200),
    });
    expect(statusOf(gone, { gone: true }, place(), headOf(gone, { gone: true }, place()))).toBe(410);
    expect(statusOf(gone, { gone: false }, place(), headOf(gone, { gone: false }, place()))).toBe(200);
  });
});
