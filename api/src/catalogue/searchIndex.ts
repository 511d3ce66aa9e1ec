/**
 * Builds the search documents of themes, events, locations and hotels from the catalogue rows and writes
 * them through the repository's one writer. Every catalogue write reindexes what it touched here (see
 * catalogueWrites.ts); the seed rebuilds everything once.
 */
import { eventDetailUrl } from '@amb/shared-contracts';
import type { Db, SearchDocumentTable } from '../db/types';
import {
  eventSourceRows,
  hotelSourceRows,
  locationSourceRows,
  modulePlaceRows,
  searchIndexMissing,
  themeSourceRows,
  themeTagNameRows,
  writeSearchDocuments,
  type FtsRow,
} from '../repositories/search';
import { stemsOf, wordsOf } from './germanText';
import { hotelUrl, locationUrl, themeUrl } from './urls';

type Kind = SearchDocumentTable['kind'];
const KIND_NUMBER: Record<Kind, number> = { theme: 0, event: 1, location: 2, hotel: 3 };

export const docIdOf = (kind: Kind, refId: number): number => refId * 4 + KIND_NUMBER[kind];

interface Source {
  kind: Kind;
  refId: number;
  title: string;
  line: string;
  url: string;
  /** Searched besides title and line. */
  extra: string[];
  rubricId: number | null;
  startDate: string | null;
}

function toDocument(source: Source): { document: SearchDocumentTable; fts: FtsRow } {
  const body = [source.line, ...source.extra].filter(Boolean).join(' · ');
  const docId = docIdOf(source.kind, source.refId);
  const titleWords = wordsOf(source.title);
  const bodyWords = wordsOf(body);
  return {
    document: {
      docId,
      kind: source.kind,
      refId: source.refId,
      title: source.title,
      line: source.line,
      url: source.url,
      body,
      titleWords,
      bodyWords,
      rubricId: source.rubricId,
      startDate: source.startDate,
    },
    fts: { rowid: docId, title: `${stemsOf(source.title)} ${titleWords}`, body: `${stemsOf(body)} ${bodyWords}` },
  };
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

async function themeAndEventSources(db: Db, filter: { themeIds?: number[]; eventIds?: number[] }) {
  const [events, modulePlaces] = await Promise.all([eventSourceRows(db, filter), modulePlaceRows(db, filter)]);
  const themeIds = filter.themeIds ?? (filter.eventIds ? [...new Set(events.map((e) => e.themeId))] : undefined);
  const [themes, tags] = await Promise.all([themeSourceRows(db, themeIds), themeTagNameRows(db, themeIds)]);
  const tagsByTheme = groupBy(tags, (t) => t.themeId);
  const placesByEvent = groupBy(modulePlaces, (m) => m.eventId);
  const themeById = new Map(themes.map((t) => [t.themeId, t]));
  const sources: Source[] = [];
  if (!filter.eventIds) {
    for (const t of themes) {
      sources.push({
        kind: 'theme',
        refId: t.themeId,
        title: t.title,
        line: t.subtitle,
        url: themeUrl(t.slug),
        extra: [t.description, t.rubricName, ...(tagsByTheme.get(t.themeId) ?? []).map((g) => g.name)],
        rubricId: t.rubricId,
        startDate: null,
      });
    }
  }
  for (const e of events) {
    const theme = themeById.get(e.themeId);
    if (!theme) continue;
    const places = placesByEvent.get(e.eventId) ?? [];
    const cities = [...new Set([e.city, ...places.map((p) => p.city)].filter((c): c is string => Boolean(c)))];
    const hotels = [
      ...new Set([e.hotelName, ...places.map((p) => p.hotelName)].filter((h): h is string => Boolean(h))),
    ];
    sources.push({
      kind: 'event',
      refId: e.eventId,
      title: theme.title,
      // Dates stay out of the text: "2026" would otherwise find every event of the year.
      line: cities.length ? cities.join(', ') : 'Online',
      url: eventDetailUrl(e.eventId),
      extra: [
        theme.subtitle,
        theme.rubricName,
        ...(tagsByTheme.get(theme.themeId) ?? []).map((g) => g.name),
        ...hotels,
      ],
      rubricId: theme.rubricId,
      startDate: e.startDate,
    });
  }
  return sources;
}

async function placeSources(db: Db, filter: { locationIds?: number[]; hotelIds?: number[] }) {
  const sources: Source[] = [];
  if (filter.locationIds || !filter.hotelIds) {
    const [locations, hotels] = await Promise.all([locationSourceRows(db, filter.locationIds), hotelSourceRows(db)]);
    const hotelsByLocation = groupBy(hotels, (h) => h.locationId);
    for (const l of locations) {
      sources.push({
        kind: 'location',
        refId: l.locationId,
        title: l.name,
        line: l.state,
        url: locationUrl(l),
        extra: [l.description, ...(hotelsByLocation.get(l.locationId) ?? []).map((h) => h.name)],
        rubricId: null,
        startDate: null,
      });
    }
  }
  if (filter.hotelIds || !filter.locationIds) {
    for (const h of await hotelSourceRows(db, filter.hotelIds)) {
      const address = [h.street, [h.postalCode, h.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
      sources.push({
        kind: 'hotel',
        refId: h.hotelId,
        title: h.name,
        line: address,
        url: hotelUrl(h),
        extra: [h.description ?? '', h.board ?? '', h.accessibility ?? ''],
        rubricId: null,
        startDate: null,
      });
    }
  }
  return sources;
}

async function write(db: Db, docIds: number[] | 'all', sources: Source[]): Promise<void> {
  const built = sources.map(toDocument);
  await writeSearchDocuments(db, {
    docIds,
    documents: built.map((b) => b.document),
    ftsRows: built.map((b) => b.fts),
  });
}

/** Rebuilds the whole index (the seed, after loading the catalogue). Pass a transaction. */
export async function rebuildSearchIndex(db: Db): Promise<number> {
  const sources = [...(await themeAndEventSources(db, {})), ...(await placeSources(db, {}))];
  await write(db, 'all', sources);
  return sources.length;
}

/** Builds the index of a catalogue that has none yet (one filled before the index existed). Pass a transaction. */
export async function ensureSearchIndex(db: Db): Promise<boolean> {
  if (!(await searchIndexMissing(db))) return false;
  await rebuildSearchIndex(db);
  return true;
}

/** Empties the index (the seed, before it removes the catalogue). Pass a transaction. */
export async function clearSearchIndex(db: Db): Promise<void> {
  await write(db, 'all', []);
}

/** Reindexes themes and all their events (a theme's title is every event's title). Pass a transaction. */
export async function reindexThemes(db: Db, themeIds: number[]): Promise<void> {
  if (!themeIds.length) return;
  const sources = await themeAndEventSources(db, { themeIds });
  const stale = [...themeIds.map((id) => docIdOf('theme', id)), ...sources.map((s) => docIdOf(s.kind, s.refId))];
  await write(db, [...new Set(stale)], sources);
}

/** Reindexes events (their dates or places changed). Pass a transaction. */
export async function reindexEvents(db: Db, eventIds: number[]): Promise<void> {
  if (!eventIds.length) return;
  const sources = await themeAndEventSources(db, { eventIds });
  await write(
    db,
    eventIds.map((id) => docIdOf('event', id)),
    sources,
  );
}
