import type { NavigationItem } from './entities';
import { markCurrentNavigation } from './navigationCurrent';

const item = (id: number, url: string, children: NavigationItem[] = []): NavigationItem => ({
  id,
  linkText: `Eintrag ${id}`,
  url,
  children,
  hiddenOnFrontend: '0',
});

const TREE = [
  item(1, '/seminare', [item(11, '/seminare/rubrik', [item(111, '/seminare/r/arbeitsrecht')]), item(12, '/termine')]),
  item(2, 'https://www.amb-betriebsrat.de/seminare/r/arbeitsrecht'),
  item(3, '/standorte'),
];

const flags = (items: NavigationItem[]): Array<[number, boolean, boolean]> =>
  items.flatMap((i) => [
    [i.id, Boolean(i.isCurrent), Boolean(i.isCurrentParent)] as [number, boolean, boolean],
    ...flags(i.children),
  ]);

describe('markCurrentNavigation', () => {
  it('marks the item of the page and every ancestor, three levels deep', () => {
    expect(flags(markCurrentNavigation(TREE, '/seminare/r/arbeitsrecht', 'https://www.amb-seminare.de'))).toEqual([
      [1, false, true],
      [11, false, true],
      [111, true, false],
      [12, false, false],
      [2, false, false],
      [3, false, false],
    ]);
  });

  it('ignores query, hash and a trailing slash', () => {
    const marked = markCurrentNavigation(TREE, '/standorte/?stadt=berlin#karte');
    expect(marked[2]?.isCurrent).toBe(true);
  });

  it('a link to another host is current only on that host', () => {
    const marked = markCurrentNavigation(TREE, '/seminare/r/arbeitsrecht', 'https://www.amb-betriebsrat.de');
    expect(marked[1]?.isCurrent).toBe(true);
    expect(marked[0]?.children[0]?.children[0]?.isCurrent).toBe(true);
  });

  it('a top item is current on its own page, not a parent of itself', () => {
    const [seminare] = markCurrentNavigation(TREE, '/seminare');
    expect(seminare).toMatchObject({ isCurrent: true, isCurrentParent: false });
  });

  it('nothing is current on an unknown page, and the input stays untouched', () => {
    expect(flags(markCurrentNavigation(TREE, '/gibt-es-nicht')).some(([, c, p]) => c || p)).toBe(false);
    expect(TREE[0]?.isCurrent).toBeUndefined();
  });
});
