import {
  CONSUMER_RELATIONS,
  type ConsumerObjectResponse,
  type ConsumerRelation,
  type EventRecipient,
} from '@amb/shared-contracts';
import { number, object, string } from 'yup';
import type { Db, LocationTable } from '../db/types';
import { notFound } from '../http/errors';
import { parseQuery } from '../http/validation';
import { findEventRow, findHotelRows, findLocationRows, listEventModuleRows } from '../repositories/catalogue';
import { listEventSeatHolders } from '../repositories/orders';
import { isOnlineHotelId, toHotel, toPrice } from './mappers';
import { themeUrl } from './urls';

const isRelation = (value: string): value is ConsumerRelation =>
  (CONSUMER_RELATIONS as readonly string[]).includes(value);

const relationList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);

const schema = object({
  objectType: string().required('Der Objekttyp fehlt.').oneOf(['event'], 'Der Objekttyp muss „event“ sein.'),
  internalId: number()
    .typeError('Die interne ID muss eine ganze Zahl sein.')
    .required('Die interne ID fehlt.')
    .integer('Die interne ID muss eine ganze Zahl sein.')
    .min(1, 'Die interne ID muss eine ganze Zahl sein.')
    .max(2_147_483_647, 'Die interne ID muss eine ganze Zahl sein.'),
  relations: string().test('relations', 'Unbekannte Relation angefordert.', (value) =>
    relationList(value).every(isRelation),
  ),
});

export interface ConsumerQuery {
  objectType: 'event';
  internalId: number;
  /** The relations asked for, each with its parents (`content.prices` brings `content`). */
  relations: ReadonlySet<ConsumerRelation>;
}

/** The query of /api/consumer/object: values trimmed, empty ones absent, a repeated parameter refused. */
export function parseConsumerQuery(query: Record<string, unknown>): ConsumerQuery {
  const parsed = parseQuery(schema, query);
  const relations = new Set<ConsumerRelation>();
  for (const relation of relationList(parsed.relations).filter(isRelation)) {
    const parts = relation.split('.');
    for (let n = 1; n <= parts.length; n += 1) relations.add(parts.slice(0, n).join('.') as ConsumerRelation);
  }
  return { objectType: 'event', internalId: parsed.internalId, relations };
}

/**
 * The consumer API's view of one event (SPEC §3 Event, §7): its own fields, modules and the recipients
 * from the orders, and the relations asked for (hotel, content, theme, the modules' hotels).
 */
export async function loadEvent(
  db: Db,
  eventId: number,
  relations: ReadonlySet<ConsumerRelation> = new Set(),
): Promise<ConsumerObjectResponse> {
  const row = await findEventRow(db, eventId);
  if (!row) throw notFound(`Die Veranstaltung ${eventId} wurde nicht gefunden.`);
  const wants = (relation: ConsumerRelation) => relations.has(relation);

  const modules = await listEventModuleRows(db, eventId);
  const hotelIds = [
    ...new Set([row.hotelId, ...modules.map((m) => m.hotelId)].filter((id): id is number => id !== null)),
  ];
  const hotels = wants('hotel') || wants('modules.hotel') ? await findHotelRows(db, hotelIds) : [];
  const locationIds = [...new Set(hotels.map((h) => h.locationId).filter((id): id is number => id !== null))];
  const locations =
    wants('hotel.location') || wants('modules.hotel.location') ? await findLocationRows(db, locationIds) : [];
  const hotelById = new Map(hotels.map((h) => [h.hotelId, h]));
  const locationById = new Map(locations.map((l) => [l.locationId, l]));
  const locationOf = (locationId: number | null): LocationTable | null =>
    locationId === null ? null : (locationById.get(locationId) ?? null);

  const recipients: EventRecipient[] = (await listEventSeatHolders(db, eventId)).map(({ kind, status }) => ({
    kind,
    status: status as EventRecipient['status'],
  }));

  const event: ConsumerObjectResponse = {
    eventId: row.eventId,
    themeId: row.themeId,
    startDate: row.startDate,
    endDate: row.endDate,
    isOnlineEvent: isOnlineHotelId(row.hotelId),
    capacity: row.capacity,
    seatsTaken: row.seatsTaken,
    modules: modules.map((m) => {
      const module: ConsumerObjectResponse['modules'][number] = {
        moduleId: m.moduleId,
        title: m.title,
        startDate: m.startDate,
        endDate: m.endDate,
        hotelId: m.hotelId,
      };
      if (wants('modules.hotel')) {
        const hotel = hotelById.get(m.hotelId);
        const location = hotel ? locationOf(hotel.locationId) : null;
        module.hotel = hotel
          ? wants('modules.hotel.location')
            ? { location: location && { name: location.name } }
            : {}
          : null;
      }
      return module;
    }),
    recipients,
  };

  if (wants('hotel')) {
    const eventHotel = row.hotelId === null ? undefined : hotelById.get(row.hotelId);
    if (!eventHotel) event.hotel = null;
    else {
      const { location, ...hotel } = toHotel(eventHotel, locationOf(eventHotel.locationId));
      event.hotel = wants('hotel.location') ? { ...hotel, location } : hotel;
    }
  }
  if (wants('content')) {
    event.content = wants('content.prices') ? { title: row.title, prices: toPrice(row) } : { title: row.title };
  }
  if (wants('theme')) {
    const rubric = wants('theme.actionField.rubric') ? { rubric: { name: row.rubricName } } : {};
    event.theme = {
      themeId: row.themeId,
      redirectUrl: themeUrl(row.themeSlug),
      ...(wants('theme.actionField') ? { actionField: { name: row.actionField, ...rubric } } : {}),
    };
  }
  return event;
}
