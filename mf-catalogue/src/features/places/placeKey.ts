import { isOnlineHotelId } from '@amb/shared-contracts/core';

/** `{name}-{id}`: the id is the last dash-separated number (`online--1` is the id -1). */
const NAME_AND_ID = /^(?:(.+?)-)?(-?\d{1,9})$/;

/**
 * What a location or hotel page asks the api for: the id of its `{name}-{id}` segment, so every spelling of the
 * name shares one cache entry and the page can redirect to the canonical name. A segment without a usable id
 * (no number, 0, an online pseudo hotel) goes to the api as it is, which answers 404: one place decides.
 */
export function placeKey(segment: string): string {
  const match = NAME_AND_ID.exec(segment);
  const id = match ? Number(match[2]) : NaN;
  return id > 0 && !isOnlineHotelId(id) ? String(id) : segment;
}
