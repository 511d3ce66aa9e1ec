import type { NavigationItem, PageGlobals } from '@amb/shared-contracts/core';
import { DEFAULT_GLOBALS } from '../defaultGlobals';

function item(id: number, linkText: string, url: string, children: NavigationItem[] = []): NavigationItem {
  return { id, linkText, url, children, hiddenOnFrontend: '0' };
}

export const NAVIGATION: NavigationItem[] = [
  {
    ...item(1, 'Seminare', '/seminare', [
      { ...item(11, 'Alle Seminare', '/seminare'), linkDescription: 'Das ganze Programm' },
      item(12, 'Rubriken', '/seminare/rubrik', [item(121, 'Arbeitsrecht', '/seminare/r/arbeitsrecht')]),
    ]),
    flyoutStyle: '3-col',
  },
  item(2, 'Fachtagungen', '/fachtagung/anmeldung', [item(21, 'Anmeldung', '/fachtagung/anmeldung')]),
  item(3, 'Standorte', '/standorte'),
];

export function testGlobals(overrides: Partial<PageGlobals> = {}): PageGlobals {
  return {
    ...DEFAULT_GLOBALS,
    navigation: NAVIGATION,
    mainDomain: 'https://www.amb-seminare.de',
    newerDomain: 'https://neu.amb-seminare.de',
    worksCouncilDomain: 'https://www.amb-betriebsrat.de',
    ...overrides,
  };
}
