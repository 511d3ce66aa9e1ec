import { useEffect, type RefObject } from 'react';
import type { ProductListOrigin } from '@amb/shared-contracts/core';
import {
  analyticsItem,
  analyticsSourceOfListItem,
  rememberProductListOrigin,
  rememberVisitedUrl,
  track,
} from '@amb/shared-contracts/analytics';

type ListRow = Parameters<typeof analyticsSourceOfListItem>[0];

/** The row of `list` (its direct child) a click landed in, when the click followed a link. */
function rowOfClick(list: HTMLElement, target: EventTarget | null): { index: number; href: string } | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[href]');
  if (!link || !list.contains(link)) return null;
  const row = Array.from(list.children).findIndex((child) => child.contains(link));
  return row < 0 ? null : { index: row, href: link.getAttribute('href') ?? '' };
}

/**
 * A list of seminar dates (`listRef`: the element whose children are the rows, in the order of `items`):
 * view_item_list when it shows new rows; following a link of a row sends select_item and remembers the
 * list as the date's origin and the link among the visited URLs (SPEC §9).
 */
export function useListTracking(
  listRef: RefObject<HTMLElement | null>,
  items: readonly ListRow[] | undefined,
  origin: ProductListOrigin,
): void {
  const key = items?.map((item) => item.eventId).join(',') ?? '';

  useEffect(() => {
    if (!items || items.length === 0) return;
    track(
      'view_item_list',
      () => items.map((item, index) => analyticsItem(analyticsSourceOfListItem(item), { listName: origin, index })),
      { listName: origin },
    );
    // Once per shown set of rows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, origin]);

  useEffect(() => {
    const list = listRef.current;
    if (!list || !items) return;
    const onClick = (event: MouseEvent) => {
      const row = rowOfClick(list, event.target);
      const item = row ? items[row.index] : undefined;
      if (!row || !item) return;
      rememberProductListOrigin(item.eventId, origin);
      rememberVisitedUrl(row.href);
      track(
        'select_item',
        () => [analyticsItem(analyticsSourceOfListItem(item), { listName: origin, index: row.index })],
        {
          listName: origin,
        },
      );
    };
    list.addEventListener('click', onClick);
    return () => list.removeEventListener('click', onClick);
  }, [listRef, items, origin]);
}
