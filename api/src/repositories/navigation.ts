/** navigation_items: the header tree of each site, one row per item. */
import type { SiteId } from '@amb/shared-contracts';
import type { Db } from '../db/types';

/** Every item of a site (hidden ones included), in menu order. */
export function listNavigationRows(db: Db, site: SiteId) {
  return db
    .selectFrom('navigationItems')
    .selectAll()
    .where('site', '=', site)
    .orderBy('position')
    .orderBy('id')
    .execute();
}
