/** Catalogue tables (migrations 001, 005, 006) and meta, camelCase as the code sees them. */

export interface MetaTable {
  key: string;
  value: string;
}

export interface LocationTable {
  locationId: number;
  name: string;
  slug: string;
  state: string;
  description: string;
}

export interface HotelTable extends HotelRateColumns {
  hotelId: number;
  name: string;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  stars: number | null;
  locationId: number | null;
  description: string | null;
  rooms: number | null;
  /** Board offered, e.g. 'Vollpension'. */
  board: string | null;
  accessibility: string | null;
}

/** What a stay costs at the hotel, in cents (migration 011); null for the online "hotels". */
export interface HotelRateColumns {
  singleRoomNightCents: number | null;
  fullBoardDayCents: number | null;
  dayRateCents: number | null;
}

export interface RubricTable {
  rubricId: number;
  name: string;
  slug: string;
  description: string;
  position: number;
}

export interface TagTable {
  tagId: number;
  name: string;
  slug: string;
}

export interface ThemeTable {
  themeId: number;
  slug: string;
  title: string;
  subtitle: string;
  rubricId: number;
  actionField: string;
  description: string;
  managerId: number | null;
}

export interface EventManagerTable {
  managerId: number;
  name: string;
  photoUrl: string;
  phone: string;
  email: string;
}

/** One entry of the search index (migration 005); written only by catalogue/searchIndex.ts. */
export interface SearchDocumentTable {
  /** refId * 4 + the kind's number. */
  docId: number;
  kind: 'theme' | 'event' | 'location' | 'hotel';
  refId: number;
  title: string;
  /** The line a hit shows under its title. */
  line: string;
  url: string;
  /** Everything else searched: line, descriptions, rubric, tags, places. */
  body: string;
  /** The unstemmed words of title and body (lower case, umlauts folded), for prefixes typed half-way. */
  titleWords: string;
  bodyWords: string;
  rubricId: number | null;
  startDate: string | null;
}

/** SQLite only: the FTS5 table (rowid = docId) of stems and words. */
export interface SearchFtsTable {
  rowid: number;
  title: string;
  body: string;
}

export interface ThemeTagTable {
  themeId: number;
  tagId: number;
}

export interface PriceColumns {
  price: number;
  priceParticipantTwo: number | null;
  priceParticipantThree: number | null;
  priceParticipantFour: number | null;
  priceParticipantFive: number | null;
}

export interface EventTable extends PriceColumns {
  eventId: number;
  themeId: number;
  title: string;
  /** YYYY-MM-DD (calendar day in Europe/Berlin). */
  startDate: string;
  endDate: string;
  /** null, 522 or -1 mean online (SPEC §9). */
  hotelId: number | null;
  /** 1 for a training series (its modules are rows of event_modules). */
  isSeries: number;
  capacity: number;
  seatsTaken: number;
  /** ISO-8601 UTC time the event was cancelled (migration 007); null while it takes place. */
  cancelledAt: string | null;
}

export interface EventModuleTable {
  moduleId: number;
  eventId: number;
  position: number;
  title: string;
  startDate: string;
  endDate: string;
  hotelId: number;
}

export interface NavigationItemTable {
  id: number;
  site: string;
  parentId: number | null;
  position: number;
  linkText: string;
  url: string;
  linkClass: string | null;
  linkStyle: string | null;
  linkDescription: string | null;
  linkPosition: string | null;
  expandable: string | null;
  tabLabel: string | null;
  tabDescription: string | null;
  tabLinkRel: string | null;
  tabLinkAbs: string | null;
  flyoutStyle: string | null;
  inspiration: string | null;
  /** JSON array of slides. */
  inspirationContent: string | null;
  hiddenOnFrontend: string;
}

export interface CatalogueTables {
  meta: MetaTable;
  locations: LocationTable;
  hotels: HotelTable;
  rubrics: RubricTable;
  tags: TagTable;
  themes: ThemeTable;
  themeTags: ThemeTagTable;
  events: EventTable;
  eventModules: EventModuleTable;
  navigationItems: NavigationItemTable;
  eventManagers: EventManagerTable;
  searchDocuments: SearchDocumentTable;
  searchFts: SearchFtsTable;
}
