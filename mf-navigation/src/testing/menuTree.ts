import type { NavigationItem } from '@amb/shared-contracts/core';

type Extra = Partial<Omit<NavigationItem, 'id' | 'linkText' | 'url' | 'children'>>;

export function navItem(
  id: number,
  linkText: string,
  url: string,
  children: NavigationItem[] = [],
  extra: Extra = {},
): NavigationItem {
  return { id, linkText, url, children, hiddenOnFrontend: '0', ...extra };
}

const slide = (title: string) => ({
  imageVertical: `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg"><text>${title}</text></svg>`)}`,
  imageHorizontal: null,
  content: `<p>${title}</p>`,
});

/** A tree with every flyout style, strips, slides and v2 tab fields, as the api seeds them. */
export const MENU_TREE: NavigationItem[] = [
  navItem(
    1,
    'Seminare',
    '/seminare',
    [
      navItem(10, 'Neu', '/seminare/neu', [], { linkPosition: 'top' }),
      navItem(11, 'Rubriken', '/seminare/rubrik', [navItem(111, 'Arbeitsrecht', '/seminare/r/arbeitsrecht')], {
        linkPosition: 'left',
        tabLabel: 'Rubriken',
        tabDescription: 'Alle Seminare nach Themengebieten',
        tabLinkRel: '/seminare/rubrik',
      }),
      navItem(12, 'Beliebte Seminare', '/seminare', [navItem(121, 'Wirtschaftsausschuss', '/seminare/t/wa')], {
        linkPosition: 'middle',
        expandable: '1',
        tabLabel: 'Beliebt',
        tabDescription: 'Die meistgebuchten Seminare',
        tabLinkAbs: 'https://neu.amb-seminare.de/seminare',
      }),
      navItem(13, 'Für Einsteiger', '/seminare/einsteiger', [navItem(131, 'BR I', '/seminare/t/br-1')], {
        linkPosition: 'right',
      }),
      navItem(
        14,
        'Service rund ums Seminar',
        '/termine',
        [
          navItem(141, 'Alle Termine', '/termine'),
          navItem(142, 'Seminarsuche', '/suche'),
          navItem(143, 'Inhouse', '/inhouse'),
        ],
        { linkPosition: 'bottom' },
      ),
    ],
    {
      flyoutStyle: '3-col',
      inspiration: 'Seminar-Highlights',
      inspirationContent: [slide('Erste Folie'), slide('Zweite Folie'), slide('Dritte Folie')],
    },
  ),
  navItem(
    2,
    'Standorte',
    '/standorte',
    [
      navItem(21, 'Städte', '/standorte', [navItem(211, 'Berlin', '/standorte/berlin')], { linkPosition: 'left' }),
      navItem(22, 'Hotels', '/hotels', [navItem(221, 'Hotel am See', '/hotels/see')], { linkPosition: 'middle' }),
      navItem(23, 'Karte', '/karte', [], { linkPosition: 'right' }),
    ],
    { flyoutStyle: '2-col', inspirationContent: [slide('Einzige Folie')] },
  ),
  navItem(
    3,
    'Fachtagungen',
    '/fachtagung',
    [navItem(31, 'Betriebsrätetag', '/fachtagung/brt', [navItem(311, 'Jetzt buchen', '/fachtagung/brt/buchen')])],
    { flyoutStyle: '4-col-grid-headline', linkDescription: 'Fachtagungen und Kongresse' },
  ),
  navItem(
    4,
    'Wissen',
    '/wissen',
    [
      navItem(41, 'News', '/news', [
        navItem(411, 'Aktuelle Meldungen', '/news/aktuelles', [], { linkClass: 'close-flyout' }),
      ]),
      navItem(42, 'Rechtsprechung', '/rechtsprechung', [navItem(421, 'Urteile', '/rechtsprechung/br')]),
      navItem(43, 'Lexikon', '/lexikon'),
    ],
    { flyoutStyle: 'accordion' },
  ),
  navItem(5, 'Kontakt', '/service/kontakt'),
];
