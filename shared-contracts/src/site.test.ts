import { visibleNavigation, type NavigationItem } from './entities';
import { MEMBER_AREA, SITES, visibleSocialLinks, type SocialLinks } from './site';

describe('visibleSocialLinks (empty ones are skipped)', () => {
  it.each([
    [
      'all set, in display order',
      { facebook: 'https://f', youtube: 'https://y', instagram: 'https://i', linkedIn: 'https://l' },
      ['facebook', 'youtube', 'instagram', 'linkedIn'],
    ],
    [
      'empty and blank ones skipped',
      { facebook: '', youtube: 'https://y', instagram: '  ', linkedIn: 'https://l' },
      ['youtube', 'linkedIn'],
    ],
    ['none set', { facebook: '', youtube: '', instagram: '', linkedIn: '' }, []],
    ['missing keys in page data are skipped', { youtube: 'https://y' } as unknown as SocialLinks, ['youtube']],
  ])('%s', (_name, links, networks) => {
    expect(visibleSocialLinks(links).map((link) => link.network)).toEqual(networks);
  });

  it('returns the URLs trimmed', () => {
    expect(visibleSocialLinks({ facebook: ' https://f ', youtube: '', instagram: '', linkedIn: '' })).toEqual([
      { network: 'facebook', url: 'https://f' },
    ]);
  });
});

describe('sites', () => {
  it.each([
    ['main', 1, 8080, true],
    ['newer', 2, 8081, true],
    ['works-council', 1, 8082, false],
  ] as const)('%s: nav v%p, port %p, contact link %p', (id, version, port, contact) => {
    expect(SITES[id]).toMatchObject({ navVersion: version, defaultPort: port, showsContactLink: contact });
  });

  it('names the member area after the brand', () => {
    expect(MEMBER_AREA).toBe('meinamb');
  });
});

const item = (id: number, hidden: '0' | '1', children: NavigationItem[] = []): NavigationItem => ({
  id,
  linkText: `Eintrag ${id}`,
  url: `/${id}`,
  children,
  hiddenOnFrontend: hidden,
});

describe('visibleNavigation (hiddenOnFrontend "0", three levels)', () => {
  const tree = [
    item(1, '0', [item(11, '0', [item(111, '0', [item(1111, '0')]), item(112, '1')]), item(12, '1', [item(121, '0')])]),
    item(2, '1', [item(21, '0')]),
    item(3, '0'),
  ];
  const ids = (items: NavigationItem[]): unknown[] => items.map((entry) => [entry.id, ids(entry.children)]);

  it.each([
    [
      'drops hidden items with their subtree, keeps three levels',
      tree,
      [
        [1, [[11, [[111, []]]]]],
        [3, []],
      ],
    ],
    ['empty tree', [], []],
    ['all hidden', [item(1, '1'), item(2, '1')], []],
    [
      'missing children are treated as none',
      [{ ...item(5, '0'), children: undefined as unknown as NavigationItem[] }],
      [[5, []]],
    ],
  ])('%s', (_name, input, expected) => {
    expect(ids(visibleNavigation(input))).toEqual(expected);
  });

  it('does not change the input', () => {
    const copy = JSON.parse(JSON.stringify(tree)) as NavigationItem[];
    visibleNavigation(tree);
    expect(tree).toEqual(copy);
  });
});
