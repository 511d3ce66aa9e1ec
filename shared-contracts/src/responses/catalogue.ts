/** Answers of the catalogue, navigation and cart calls. */
import type {
  CartItem,
  Event,
  Hotel,
  Location,
  NavigationItem,
  Paginated,
  Rubric,
  SeminarListItem,
  Tag,
  TextRange,
} from '../entities';
import type { Price } from '../entities';
import type { SeatState } from '../rules/seats';
import type { SearchKind } from '../schemas/catalogueFilters';

/** GET /api/get-seminars: one page of events with their theme's essentials. */
export type SeminarsResponse = Paginated<SeminarListItem>;
/** GET /api/get-rubrics, by position. */
export type RubricsResponse = Rubric[];
/** GET /api/get-tags. */
export type TagsResponse = Tag[];
/** GET /api/get-hotels: hotels with a real venue. */
export type HotelsResponse = Hotel[];
/** GET /api/get-locations. */
export type LocationsResponse = Location[];
/** The relations the consumer API embeds on request (`relations=hotel,content.prices,…`); a path brings its parents. */
export const CONSUMER_RELATIONS = [
  'hotel',
  'hotel.location',
  'content',
  'content.prices',
  'theme',
  'theme.actionField',
  'theme.actionField.rubric',
  'modules',
  'modules.hotel',
  'modules.hotel.location',
  'recipients',
] as const;
export type ConsumerRelation = (typeof CONSUMER_RELATIONS)[number];

/**
 * GET /api/consumer/object?objectType=event&internalId=: the event's own fields (with its modules and the
 * recipients from the orders) and only the relations asked for: `hotel` (its `location` with hotel.location),
 * `content` (title; `prices` with content.prices), `theme` (`actionField`, its `rubric`), `modules.hotel`.
 */
export interface ConsumerObjectResponse {
  eventId: number;
  themeId: number;
  startDate: string;
  endDate: string;
  isOnlineEvent: boolean;
  capacity: number;
  seatsTaken: number;
  modules: Array<Omit<Event['modules'][number], 'hotel'> & { hotel?: { location?: { name: string } | null } | null }>;
  recipients: Event['recipients'];
  hotel?: (Omit<Hotel, 'location'> & { location?: Location | null }) | null;
  content?: { title: string; prices?: Price };
  theme?: {
    themeId: number;
    redirectUrl: string;
    actionField?: { name: string; rubric?: { name: string } };
  };
}
/** GET /api/get-navigation?site=: the whole header tree of a site, hidden items included. */
export type NavigationTreeResponse = NavigationItem[];
/** GET /order-api/get-shopping-cart-small and /shared-modules/shopping-cart-small: the cart's items (SPEC §5: check it is an array before use). */
export type SmallCartResponse = CartItem[];
/** POST /order-api/add-cart-item (201): the item (the existing one when the event was in the cart already) and the cart's size. */
export interface AddCartItemResponse {
  item: CartItem;
  count: number;
}
/** POST /order-api/delete-cart-item: the deleted item's id and the cart's size after it. */
export interface DeleteCartItemResponse {
  cartItemId: number;
  count: number;
}

/** GET /healthz of the api: a database round trip. */
export interface ApiHealthResponse {
  status: 'ok';
  database: 'sqlite' | 'postgres';
}

/** A rubric as lists and hits name it. */
export type RubricRef = Pick<Rubric, 'rubricId' | 'name' | 'slug'>;

/** GET /api/search: one hit (a theme, an event, a location or a hotel) with its marked matches. */
export interface SearchHit {
  kind: SearchKind;
  id: number;
  title: string;
  /** The line under the title: a theme's subtitle, an event's place, a location's state, a hotel's address. */
  text: string;
  url: string;
  rubric: RubricRef | null;
  /** Events only. */
  startDate: string | null;
  /**
   * A date's price, a theme's as its cards show it (its next date's); null for places and for a theme without
   * dates. Net, like every seminar price.
   */
  price: { label: string; amount: number } | null;
  highlights: { title: TextRange[]; text: TextRange[] };
}

export interface SearchFacets {
  /** Themes and events of the matches per rubric (the rubric and month filters left out). */
  rubrics: Array<RubricRef & { count: number }>;
  /** Events of the matches per start month (YYYY-MM). */
  months: Array<{ month: string; count: number }>;
}

/** GET /api/search?q&kind&rubric&month&page&pageSize: best match first. */
export interface SearchResponse extends Paginated<SearchHit> {
  facets: SearchFacets;
}

/** "Ihr Ansprechpartner" of a theme. */
export interface EventManager {
  managerId: number;
  name: string;
  photoUrl: string;
  phone: string;
  email: string;
}

/** One line of the per-participant price table: '1. Teilnehmer' … */
export interface ParticipantPrice {
  participant: number;
  label: string;
  price: number;
}

export interface HotelRef {
  hotelId: number;
  name: string;
  url: string;
}

/** A date of a theme, ready for the German page (SPEC §4, §9). */
export interface ThemeDate {
  eventId: number;
  url: string;
  startDate: string;
  endDate: string;
  isOnlineEvent: boolean;
  isOneDay: boolean;
  isSeries: boolean;
  /** Null when online. */
  city: string | null;
  hotel: HotelRef | null;
  /** Online modules of a training series ('N Online-Sitzungen'); null for a single date. */
  onlineSessions: number | null;
  seatState: SeatState;
  seatsLeft: number;
  /** 'Preis ab' when degressive, else 'Preis'. */
  priceLabel: string;
  prices: Price;
  participantPrices: ParticipantPrice[];
}

/** A theme as recommendations and lists show it. */
export interface ThemeCard {
  themeId: number;
  slug: string;
  title: string;
  subtitle: string;
  /** The canonical page address (by slug). */
  url: string;
  rubric: RubricRef;
  nextDate: Pick<ThemeDate, 'eventId' | 'startDate' | 'endDate' | 'isOnlineEvent' | 'city'> | null;
  /**
   * The price of its next date (the first participant's, as that date shows it) and that date's label ('Preis
   * ab' when degressive, else 'Preis'): a card shows the next date, so the same seminar date shows the same
   * number and label on every card and page. null without dates.
   */
  priceFrom: number | null;
  priceLabel: string | null;
}

/** GET /api/themes/:theme (id or slug): the slug is canonical, so a page reached by id redirects to `url`. */
export interface ThemeDetailResponse extends ThemeCard {
  description: string;
  actionField: string;
  tags: Tag[];
  manager: EventManager | null;
  dateCount: number;
}

/** GET /api/themes/:theme/dates: every date of a theme by start date. */
export interface ThemeDatesResponse {
  themeId: number;
  slug: string;
  title: string;
  url: string;
  dates: ThemeDate[];
}

export interface EventModuleDetail {
  moduleId: number;
  position: number;
  title: string;
  startDate: string;
  endDate: string;
  isOnline: boolean;
  city: string | null;
  hotel: HotelRef | null;
}

/** GET /api/events/:eventId: one date with its theme and (for a training series) its modules. */
export interface EventDetailResponse extends ThemeDate {
  title: string;
  theme: Pick<ThemeCard, 'themeId' | 'slug' | 'title' | 'subtitle' | 'url' | 'rubric'>;
  /** SPEC §4: a training series counts as presence if any module has a real hotel. */
  isPresenceSeries: boolean;
  modules: EventModuleDetail[];
}

/** GET /api/events: the training series (events with modules), filtered like the seminar list. */
export type EventsResponse = Paginated<SeminarListItem>;

/** The events held at a place: the first ones by start date and how many there are. */
export interface EventsAtPlace {
  events: SeminarListItem[];
  eventCount: number;
}

/** GET /api/locations/:locationId */
export interface LocationDetailResponse extends EventsAtPlace {
  locationId: number;
  name: string;
  slug: string;
  state: string;
  description: string;
  url: string;
  hotels: HotelRef[];
}

/** GET /api/hotels/:hotelId: address, description and what the hotel offers. */
export interface HotelDetailResponse extends EventsAtPlace {
  hotelId: number;
  name: string;
  url: string;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  stars: number | null;
  description: string;
  rooms: number | null;
  board: string | null;
  accessibility: string | null;
  location: Location | null;
}

/** GET /api/get-event-managers?themeId= (all without themeId). */
export type EventManagersResponse = EventManager[];

/** GET /api/get-booking-states?eventIds=1,2 or ?themeId=: the seat state per date. */
export type BookingStatesResponse = Array<{ eventId: number; seatState: SeatState; seatsLeft: number }>;

/** GET /recommendations/get-related-topics?themeId=: themes sharing tags, then the rubric. */
export type RelatedTopicsResponse = ThemeCard[];
/** GET /recommendations/themes?themeId=: themes of the same rubric (without themeId: the next dates). */
export type RecommendedThemesResponse = ThemeCard[];
/**
 * GET /recommendations/starter-package?themeId=: the beginners' themes (tag 'Einsteiger'), those of the theme's
 * rubric first, then by the rubrics' order; within a rubric in the catalogue's order.
 */
export type StarterPackageResponse = ThemeCard[];
/** GET /api/themes-remarketing?themeIds=: the themes a visitor looked at, in that order. */
export type ThemesRemarketingResponse = ThemeCard[];

/** GET /api/sitemap-entries: the site paths of the public catalogue pages, per kind. */
export interface SitemapEntriesResponse {
  rubrics: string[];
  themes: string[];
  /** Dates from today on, not cancelled. */
  events: string[];
  locations: string[];
  /** Venues only (no online pseudo hotel). */
  hotels: string[];
  /** Articles, news and interviews (issue 13), their canonical pages. */
  content: string[];
  /** The case-law overviews, topic lists and every published judgment (issue 13). */
  caseLaw: string[];
  /** Every conference's page. */
  conferences: string[];
}

/** POST /api/inhouse-request (201): the stored request; a confirmation went to the given e-mail. */
export interface InhouseRequestResponse {
  requestId: number;
}
