import { PAGE_ROUTES, SITES, buildPath } from '@amb/shared-contracts';
import { slugify } from '../util/slugify';

/** Site URLs of catalogue entities, built from the shared route table. */
export const themeUrl = (slug: string): string => buildPath(PAGE_ROUTES.themeDetail.path, { theme: slug });
export const rubricUrl = (slug: string): string => buildPath(PAGE_ROUTES.rubric.path, { rubric: slug });
export const locationUrl = (location: { slug: string; locationId: number }): string =>
  buildPath(PAGE_ROUTES.location.path, { nameAndId: `${location.slug}-${location.locationId}` });
export const hotelUrl = (hotel: { name: string; hotelId: number }): string =>
  buildPath(PAGE_ROUTES.hotel.path, { nameAndId: `${slugify(hotel.name)}-${hotel.hotelId}` });
export const pageUrl = (route: { path: string }, params: Record<string, string> = {}): string =>
  buildPath(route.path, params);
export const newerSiteUrl = (path: string): string => `${SITES.newer.domain}${path}`;
