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
} from '../entities';

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
/** GET /api/consumer/object?objectType=event&internalId=: one event with its relations. */
export type ConsumerObjectResponse = Event;
/** GET /api/get-navigation?site=: the whole header tree of a site, hidden items included. */
export type NavigationTreeResponse = NavigationItem[];
/** GET /shared-modules/shopping-cart-small: the cart's items (SPEC §5: check it is an array before use). */
export type SmallCartResponse = CartItem[];

/** GET /healthz of the api: a database round trip. */
export interface ApiHealthResponse {
  status: 'ok';
  database: 'sqlite' | 'postgres';
}
