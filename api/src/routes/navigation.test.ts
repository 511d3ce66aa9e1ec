import type { Express } from 'express';
import { visibleNavigation, type NavigationItem } from '@amb/shared-contracts';
import request from 'supertest';
import type { TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';

let testDb: TestDb;
let app: Express;
beforeAll(async () => ({ testDb, app } = await createTestApp()));
afterAll(() => testDb.destroy());

const flatten = (items: NavigationItem[]): NavigationItem[] => items.flatMap((i) => [i, ...flatten(i.children)]);
const depth = (items: NavigationItem[]): number =>
  items.length === 0 ? 0 : 1 + Math.max(...items.map((i) => depth(i.children)));

async function tree(site?: string): Promise<NavigationItem[]> {
  const res = await request(app)
    .get('/api/get-navigation')
    .query(site ? { site } : {});
  expect(res.status).toBe(200);
  return res.body as NavigationItem[];
}

describe('GET /api/get-navigation', () => {
  it('returns the main tree: three levels, all flyout styles, hidden items included', async () => {
    const items = await tree('main');
    expect(items.map((i) => i.linkText)).toEqual([
      'Seminare',
      'Standorte',
      'Fachtagungen',
      'Wissen',
      'Service',
      'Redaktion',
    ]);
    expect(items.map((i) => i.flyoutStyle)).toEqual([
      '3-col',
      '2-col',
      '4-col-grid-headline',
      'accordion',
      '2-col',
      undefined,
    ]);
    expect(depth(items)).toBe(3);
    const all = flatten(items);
    expect(all.filter((i) => i.hiddenOnFrontend === '1').map((i) => i.linkText)).toEqual(
      expect.arrayContaining(['Redaktion', 'Frühbucher-Aktion']),
    );
    expect(flatten(visibleNavigation(items)).some((i) => i.hiddenOnFrontend === '1')).toBe(false);
    expect(all.some((i) => i.expandable === '1')).toBe(true);
    const seminare = items[0]!;
    expect(seminare.url).toBe('/seminare');
    expect(seminare.children.map((c) => c.linkPosition)).toEqual(['left', 'middle', 'right', 'bottom']);
    expect(seminare.children[0]!.children.map((c) => c.url)).toContain('/seminare/r/arbeitsrecht');
    expect(seminare.inspirationContent).toHaveLength(3);
    expect(seminare.inspirationContent![0]).toEqual({
      imageVertical: expect.stringMatching(/^data:image\/svg\+xml,/),
      imageHorizontal: expect.stringMatching(/^data:image\/svg\+xml,/),
      content: expect.stringContaining('<h3>Neu im Betriebsrat?</h3>'),
    });
    expect(all.every((i) => typeof i.id === 'number' && Array.isArray(i.children))).toBe(true);
    expect(all.some((i) => i.tabLabel)).toBe(false);
  });

  it('defaults to the main site', async () => {
    expect(await tree()).toEqual(await tree('main'));
  });

  it('gives the newer site v2 tab fields', async () => {
    const all = flatten(await tree('newer'));
    const tabbed = all.filter((i) => i.tabLabel);
    expect(tabbed.length).toBeGreaterThan(5);
    expect(tabbed.every((i) => i.tabDescription)).toBe(true);
    expect(tabbed.some((i) => i.tabLinkRel?.startsWith('/'))).toBe(true);
    expect(tabbed.some((i) => i.tabLinkAbs?.startsWith('https://'))).toBe(true);
  });

  it('gives the works-council site its own tree', async () => {
    const items = await tree('works-council');
    expect(items.map((i) => [i.linkText, i.url])).toEqual([
      ['Start', '/'],
      ['News', '/news'],
      ['Rechtsprechung', '/rechtsprechung/br'],
      ['Lexikon', '/betriebsratslexikon/br'],
      ['Forum', '/forum'],
    ]);
    expect(flatten(items).some((i) => i.url === '/service/kontakt')).toBe(false);
  });

  it('refuses an unknown site with 400', async () => {
    const res = await request(app).get('/api/get-navigation?site=intranet');
    expect(res.status).toBe(400);
    expect(res.body.error.fields.site).toBe('Die Website muss eine von main, newer, works-council sein.');
  });

  it('marks the page of ?path= as current and its ancestors as current parents; nothing without a path', async () => {
    const marked = flatten(
      (await request(app).get('/api/get-navigation').query({ site: 'main', path: '/seminare/r/arbeitsrecht' }))
        .body as NavigationItem[],
    );
    expect(marked.filter((i) => i.isCurrent).map((i) => i.url)).toEqual(['/seminare/r/arbeitsrecht']);
    expect(marked.filter((i) => i.isCurrentParent).map((i) => i.linkText)).toEqual(['Seminare', 'Rubriken']);
    const plain = flatten(await tree('main'));
    expect(plain.some((i) => i.isCurrent || i.isCurrentParent)).toBe(false);
  });

  it('refuses a path that is not site-relative with 400', async () => {
    const res = await request(app).get('/api/get-navigation').query({ path: 'https://example.org/seminare' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.path).toBe(
      'Der Pfad muss mit „/“ beginnen und darf höchstens 2048 Zeichen lang sein.',
    );
  });
});
