import {
  SITE_IDS,
  type InspirationSlide,
  type LinkPosition,
  type NavigationItem,
  type SiteId,
} from '@amb/shared-contracts';
import type { Db, NavigationItemTable } from '../db/types';
import { validationFailed } from '../http/errors';
import { listNavigationRows } from '../repositories/navigation';

export function parseSite(value: unknown): SiteId {
  if (value === undefined || value === '') return 'main';
  if (typeof value === 'string' && (SITE_IDS as string[]).includes(value)) return value as SiteId;
  throw validationFailed({ site: `Die Website muss eine von ${SITE_IDS.join(', ')} sein.` });
}

function toItem(row: NavigationItemTable, children: NavigationItem[]): NavigationItem {
  const optional = {
    linkClass: row.linkClass,
    linkStyle: row.linkStyle,
    linkDescription: row.linkDescription,
    tabLabel: row.tabLabel,
    tabDescription: row.tabDescription,
    tabLinkRel: row.tabLinkRel,
    tabLinkAbs: row.tabLinkAbs,
    flyoutStyle: row.flyoutStyle,
    inspiration: row.inspiration,
  };
  const present = Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== null)) as Partial<NavigationItem>;
  return {
    id: row.id,
    linkText: row.linkText,
    url: row.url,
    ...present,
    ...(row.linkPosition ? { linkPosition: row.linkPosition as LinkPosition } : {}),
    ...(row.expandable === '1' || row.expandable === '0' ? { expandable: row.expandable } : {}),
    ...(row.inspirationContent ? { inspirationContent: JSON.parse(row.inspirationContent) as InspirationSlide[] } : {}),
    isCurrent: false,
    isCurrentParent: false,
    hiddenOnFrontend: row.hiddenOnFrontend === '1' ? '1' : '0',
    children,
  };
}

/** The whole header tree of a site, hidden items included (the bff filters with visibleNavigation). */
export async function loadNavigation(db: Db, site: SiteId): Promise<NavigationItem[]> {
  const rows = await listNavigationRows(db, site);
  const byParent = new Map<number | null, NavigationItemTable[]>();
  for (const row of rows) {
    const list = byParent.get(row.parentId) ?? [];
    list.push(row);
    byParent.set(row.parentId, list);
  }
  const build = (parentId: number | null): NavigationItem[] =>
    (byParent.get(parentId) ?? []).map((row) => toItem(row, build(row.id)));
  return build(null);
}
