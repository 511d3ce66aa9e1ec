/** Entity types of SPEC §3. */
import type { SeatState } from './rules/seats';
import type { NavVersion, SiteId, SocialLinks } from './site';
import type { RemotesMap } from './remotes';

export interface Price {
  price: number;
  priceParticipantTwo: number | null;
  priceParticipantThree: number | null;
  priceParticipantFour: number | null;
  priceParticipantFive: number | null;
}

export interface Location {
  locationId: number;
  name: string;
  slug: string;
  /** Bundesland */
  state?: string;
}

export interface Hotel {
  hotelId: number;
  name: string;
  street?: string;
  postalCode?: string;
  city?: string;
  stars?: number;
  location: Location | null;
}

export interface EventModule {
  moduleId: number;
  title: string;
  startDate: string;
  endDate: string;
  hotelId: number;
  hotel: { location: { name: string } | null } | null;
}

export interface Rubric {
  rubricId: number;
  name: string;
  slug: string;
  description?: string;
}

export interface Tag {
  tagId: number;
  name: string;
  slug: string;
}

export interface ActionField {
  name: string;
  rubric: { name: string };
}

export interface EventContent {
  title: string;
  prices: Price;
}

/**
 * A participant holding (or waiting for) a seat of the event, from the orders. Only what counts the seat:
 * the consumer API is public, so no name or address of a person.
 */
export interface EventRecipient {
  /** booking, reservation or waitlist. */
  kind: 'booking' | 'reservation' | 'waitlist';
  status: 'booked' | 'reserved' | 'waiting';
}

export interface Event {
  eventId: number;
  themeId: number;
  startDate: string;
  endDate: string;
  isOnlineEvent: boolean;
  /** null/empty means online (SPEC §4). */
  hotel: Hotel | null;
  modules: EventModule[];
  recipients: EventRecipient[];
  content: EventContent;
  theme: { themeId: number; actionField: ActionField; redirectUrl: string };
  capacity?: number;
  seatsTaken?: number;
}

export interface Theme {
  themeId: number;
  slug: string;
  title: string;
  subtitle?: string;
  rubric: Rubric;
  tags: Tag[];
  events: Event[];
}

/** One row of the seminar list (/api/get-seminars): an event with its theme's essentials. */
export interface SeminarListItem {
  eventId: number;
  themeId: number;
  themeSlug: string;
  title: string;
  rubric: Pick<Rubric, 'rubricId' | 'name' | 'slug'>;
  startDate: string;
  endDate: string;
  isOnlineEvent: boolean;
  city: string | null;
  hotelId: number | null;
  isSeries: boolean;
  moduleCount: number;
  prices: Price;
}

export interface Paginated<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

/** Small cart response item (SPEC §3). */
export interface CartItem {
  cartItemId: number;
  eventId: number;
  themeId: number;
  themeTitle: string;
  startDate: string;
  endDate: string;
  city: string | null;
}

export interface WishlistEntry {
  wishlistItemId: number;
  eventId: number;
  event: SeminarListItem;
  /** As a new order sees it (rules/seats `seatState`): a waiting group holds no free seat back. */
  seatState: SeatState;
}

/** Page-provided user data (SPEC §3). */
export interface PageUser {
  firstname: string;
  impersonated: boolean;
  /**
   * The dates in the member's cart when the page was made (the header's count from the first paint); absent where
   * the page does not know it (the browser's stored count or the small cart then tell).
   */
  cartCount?: number;
}

export type LinkPosition = 'left' | 'middle' | 'right' | 'top' | 'bottom';
// `string & {}`: any style name is allowed, and editors still suggest the known ones.
export type FlyoutStyle = '3-col' | '2-col' | '4-col-grid-headline' | (string & {});

export interface InspirationSlide {
  imageVertical: string;
  imageHorizontal?: string | null;
  content: string;
}

export interface NavigationItem {
  id: number;
  linkText: string;
  url: string;
  linkClass?: string;
  linkStyle?: string;
  linkDescription?: string;
  linkPosition?: LinkPosition;
  children: NavigationItem[];
  isCurrent?: boolean;
  isCurrentParent?: boolean;
  /** '1' means expandable. */
  expandable?: '0' | '1';
  tabLabel?: string;
  tabDescription?: string;
  tabLinkRel?: string;
  tabLinkAbs?: string;
  flyoutStyle?: FlyoutStyle;
  inspiration?: string;
  inspirationContent?: InspirationSlide[];
  /** '0' means visible. */
  hiddenOnFrontend: '0' | '1';
}

export interface AccountNavigationEntry {
  title: string;
  uri: string;
  visible: boolean;
  active: boolean;
}

/** HTTP status of a page document: a page, an unknown one (not found), or one that is gone for good. */
export type PageStatus = 200 | 404 | 410;

/** The page globals every document carries as JSON (ARCHITECTURE "Rendering"). */
export interface PageGlobals {
  site: SiteId;
  version: NavVersion;
  navigation: NavigationItem[];
  user: PageUser | null;
  /** Origins, e.g. http://localhost:8082 */
  worksCouncilDomain: string;
  mainDomain: string;
  newerDomain: string;
  socialLinks: SocialLinks;
  showsContactLink: boolean;
  /** The remotes map for this site, inlined so the shell needs no extra round trip. */
  remotes: RemotesMap;
  /** Server-rendered main content (works-council site): the shell leaves the main slot alone. */
  serverRenderedMain: boolean;
  /**
   * Whether the shell may honour developer overrides of remote URLs (set in the browser): true only
   * when the bff runs in development mode; absent counts as false.
   */
  devOverridesAllowed?: boolean;
  /**
   * The document's status. On a 404/410 the main slot holds the server-rendered not-found page: no page
   * remote replaces it at the address the document was loaded for.
   */
  status: PageStatus;
  /**
   * The main content is the server's and needs no script (links and GET forms only): the shell does not load the
   * page's remote at the address the document was loaded for, and nothing in the main slot hydrates. A navigation
   * in the browser to another address loads the remote as usual. Absent counts as false.
   */
  staticMain?: boolean;
  /**
   * The main content is the server's and works without script until hydrated (ServerRenderResult.hydrateOn): for a
   * visitor without a session the shell loads the page's remote at the first sign of use (a pointer, a key, a touch,
   * the focus, scrolling), and replays a click or submit that came before it had mounted. Absent counts as false.
   */
  deferredMain?: boolean;
  /**
   * The footer's HTML works without script until hydrated: the shell loads its code when the footer comes near the
   * viewport, at the first sign of use or at another address (a click before is replayed). Absent counts as false.
   */
  deferredFooter?: boolean;
  /**
   * The chrome is shown on another host (the `/template/` frame, an embedded fragment): every link, asset and
   * call it writes is absolute on the site's origin. Absent counts as false (links relative to the site).
   */
  absoluteLinks?: boolean;
}

/** Filters navigation items to the visible ones (hiddenOnFrontend '0'), three levels deep (SPEC §6). */
export function visibleNavigation(items: NavigationItem[], depth = 3): NavigationItem[] {
  if (depth <= 0) return [];
  return items
    .filter((item) => item.hiddenOnFrontend === '0')
    .map((item) => ({ ...item, children: visibleNavigation(item.children ?? [], depth - 1) }));
}

export type UserRole = 'member' | 'admin';
export type CommitteeRole = 'member' | 'manager';

/** The current user as `GET /kundenportal/get-user` returns it in `{ user }` ({} when logged out). */
export interface CurrentUser {
  userId: number;
  email: string;
  salutation: string;
  title: string;
  firstname: string;
  lastname: string;
  role: UserRole;
  committee: { committeeId: number; name: string; role: CommitteeRole } | null;
  /** The login e-mail was confirmed by its mailed link; until then nothing is linked to it by e-mail. */
  emailConfirmed: boolean;
  impersonated: boolean;
  /** Set while an admin acts as this user. */
  impersonator: { firstname: string; lastname: string } | null;
}

export function isLoggedIn(user: CurrentUser | Record<string, never> | null | undefined): user is CurrentUser {
  return typeof user === 'object' && user !== null && typeof (user as CurrentUser).userId === 'number';
}

/** A marked part of a text: [start, end) in UTF-16 code units. The page escapes the text and marks the range. */
export interface TextRange {
  start: number;
  end: number;
}
