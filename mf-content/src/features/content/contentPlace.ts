import type { ContentSummary, RouteParams } from '@amb/shared-contracts/core';

/** `/news/{slug}/{id}`: the id, when the address has one, must be the item's; another id is no page. */
export const isShownAt = (item: ContentSummary, params: RouteParams): boolean =>
  params.id === undefined || params.id === String(item.id);
