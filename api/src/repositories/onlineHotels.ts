import { ONLINE_HOTEL_IDS } from '@amb/shared-contracts';

/**
 * The hotel ids that stand for "online" (SPEC §4), as the list SQL's `in` / `not in` take: an online date has
 * no venue, so joins to a venue's hotel and city leave these out.
 */
export const ONLINE_HOTELS: number[] = [...ONLINE_HOTEL_IDS];
