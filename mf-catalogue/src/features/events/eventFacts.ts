import type { EventDetailResponse } from '@amb/shared-contracts/core';

/**
 * SPEC §4: a single date is online when it has no venue; a training series counts as presence when any of its
 * modules has a real hotel (the api says which), whatever the series' own hotel is.
 */
export function isOnlineDate(event: Pick<EventDetailResponse, 'isSeries' | 'isPresenceSeries' | 'isOnlineEvent'>) {
  return event.isSeries ? !event.isPresenceSeries : event.isOnlineEvent;
}

/** 'Präsenz', 'Online' or, for a presence series with online modules, both. */
export function formatLabel(event: EventDetailResponse): string {
  if (isOnlineDate(event)) return 'Online';
  return event.isSeries && event.modules.some((module) => module.isOnline) ? 'Präsenz und online' : 'Präsenz';
}
