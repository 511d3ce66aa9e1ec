/**
 * The partners' export of the catalogue: themes, events, locations and hotels, one page at a time in id
 * order, optionally only what changed since a time; as JSON (with the next page's address) or CSV.
 */
import {
  buildPath,
  isOnlineHotelId,
  PAGE_ROUTES,
  type PartnerExportResponse,
  type PartnerExportType,
} from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { hotelUrl, locationUrl, themeUrl } from '../catalogue/urls';
import { ONLINE_HOTELS } from '../repositories/onlineHotels';
import {
  findEventsForExport,
  findHotelsForExport,
  findLocationsForExport,
  findThemesForExport,
  type ExportPage,
} from '../repositories/partners';
import { toCsv, type CsvCell } from '../util/csv';

type Item = Record<string, CsvCell>;

/** The columns of each object type, in the order of the CSV (and of the JSON objects). */
export const EXPORT_COLUMNS: Record<PartnerExportType, readonly string[]> = {
  themes: ['themeId', 'slug', 'title', 'subtitle', 'rubric', 'description', 'url', 'updatedAt'],
  events: [
    'eventId',
    'themeId',
    'title',
    'startDate',
    'endDate',
    'online',
    'hotelId',
    'series',
    'capacity',
    'price',
    'priceParticipantTwo',
    'priceParticipantThree',
    'priceParticipantFour',
    'priceParticipantFive',
    'cancelled',
    'partner',
    'externalId',
    'url',
    'updatedAt',
  ],
  locations: ['locationId', 'name', 'slug', 'state', 'description', 'url', 'updatedAt'],
  hotels: [
    'hotelId',
    'name',
    'street',
    'postalCode',
    'city',
    'stars',
    'locationId',
    'rooms',
    'board',
    'accessibility',
    'url',
    'updatedAt',
  ],
};

async function read(db: Db, type: PartnerExportType, page: ExportPage, origin: string) {
  const absolute = (path: string) => `${origin}${path}`;
  switch (type) {
    case 'themes': {
      const { total, rows } = await findThemesForExport(db, page);
      return {
        total,
        items: rows.map((r): Item => ({ ...r, url: absolute(themeUrl(r.slug)), updatedAt: r.updatedAt })),
      };
    }
    case 'events': {
      const { total, rows } = await findEventsForExport(db, page);
      return {
        total,
        items: rows.map((r): Item => ({
          eventId: r.eventId,
          themeId: r.themeId,
          title: r.title,
          startDate: r.startDate,
          endDate: r.endDate,
          online: isOnlineHotelId(r.hotelId),
          hotelId: isOnlineHotelId(r.hotelId) ? null : r.hotelId,
          series: r.isSeries === 1,
          capacity: r.capacity,
          price: r.price,
          priceParticipantTwo: r.priceParticipantTwo,
          priceParticipantThree: r.priceParticipantThree,
          priceParticipantFour: r.priceParticipantFour,
          priceParticipantFive: r.priceParticipantFive,
          cancelled: r.cancelledAt !== null,
          partner: r.partnerName,
          externalId: r.externalId,
          url: absolute(buildPath(PAGE_ROUTES.eventDetail.path, { event: r.eventId })),
          updatedAt: r.updatedAt,
        })),
      };
    }
    case 'locations': {
      const { total, rows } = await findLocationsForExport(db, page);
      return { total, items: rows.map((r): Item => ({ ...r, url: absolute(locationUrl(r)) })) };
    }
    case 'hotels': {
      const { total, rows } = await findHotelsForExport(db, page, ONLINE_HOTELS);
      return { total, items: rows.map((r): Item => ({ ...r, url: absolute(hotelUrl(r)) })) };
    }
  }
}

/** Items with exactly the type's columns, in its order (null where a value is unknown). */
const shaped = (type: PartnerExportType, item: Item): Item =>
  Object.fromEntries(EXPORT_COLUMNS[type].map((column) => [column, item[column] ?? null]));

export interface ExportRequest {
  type: PartnerExportType;
  updatedSince: string | undefined;
  page: number;
  pageSize: number;
  /** The site's origin for the objects' addresses, and the export's own address for `next`. */
  origin: string;
  selfPath: string;
}

export async function exportJson(db: Db, request: ExportRequest): Promise<PartnerExportResponse<Item>> {
  const since = request.updatedSince === undefined ? undefined : new Date(request.updatedSince).toISOString();
  const { total, items } = await read(
    db,
    request.type,
    { updatedSince: since, limit: request.pageSize, offset: (request.page - 1) * request.pageSize },
    request.origin,
  );
  const more = request.page * request.pageSize < total;
  const query = new URLSearchParams({
    ...(request.updatedSince ? { updatedSince: request.updatedSince } : {}),
    page: String(request.page + 1),
    pageSize: String(request.pageSize),
  });
  return {
    objectType: request.type,
    items: items.map((item) => shaped(request.type, item)),
    page: request.page,
    pageSize: request.pageSize,
    total,
    next: more ? `${request.selfPath}?${query.toString()}` : null,
  };
}

export async function exportCsv(db: Db, request: ExportRequest): Promise<{ csv: string; total: number }> {
  const page = await exportJson(db, request);
  const columns = EXPORT_COLUMNS[request.type];
  const csv = toCsv(
    columns,
    page.items.map((item) => columns.map((column) => item[column])),
    { delimiter: ',', bom: false, booleans: 'json' },
  );
  return { csv, total: page.total };
}
