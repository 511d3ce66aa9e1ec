import {
  buildPath,
  CURRENT_PLAN_ID,
  matchRoute,
  PAGE_ROUTES,
  type AccountNavigationEntry,
} from '@amb/shared-contracts';

export interface NavigationViewer {
  role: 'member' | 'admin';
  committeeId: number | null;
  committeeRole: 'member' | 'manager' | null;
}

interface EntryDefinition {
  title: string;
  uri: string;
  /** Route patterns that highlight this entry when matched whole (`/meinamb` is a prefix of all, so no prefixes). */
  alsoActiveOn?: string[];
  visible: (viewer: NavigationViewer, impersonated: boolean) => boolean;
  /** Shown only where the page works: the outbox exists in development mode only. */
  developmentOnly?: boolean;
}

const always = (): boolean => true;
/** Admin pages: only for a real admin, not while acting as a member. */
const adminOnly = (viewer: NavigationViewer, impersonated: boolean): boolean =>
  viewer.role === 'admin' && !impersonated;

const ENTRIES: EntryDefinition[] = [
  {
    title: 'Übersicht',
    uri: PAGE_ROUTES.customerPortal.path,
    alsoActiveOn: [PAGE_ROUTES.memberAreaV2.path, PAGE_ROUTES.memberArea.path],
    visible: always,
  },
  { title: 'Buchungen', uri: PAGE_ROUTES.memberBookings.path, visible: always },
  { title: 'Unterlagen', uri: PAGE_ROUTES.memberDocuments.path, visible: always },
  { title: 'Termine', uri: PAGE_ROUTES.memberAppointments.path, visible: always },
  {
    title: 'Angebote',
    uri: PAGE_ROUTES.memberQuotes.path,
    alsoActiveOn: [PAGE_ROUTES.memberQuote.path, PAGE_ROUTES.quoteRequest.path],
    visible: always,
  },
  { title: 'Gremium', uri: PAGE_ROUTES.committeeMembers.path, visible: (v) => v.committeeId !== null },
  {
    title: 'Gremium-Buchungen',
    uri: PAGE_ROUTES.committeeBookings.path,
    visible: (v) => v.committeeId !== null && v.committeeRole === 'manager',
  },
  {
    title: 'Gremium-Einstellungen',
    uri: PAGE_ROUTES.committeeSettings.path,
    visible: (v) => v.committeeId !== null && v.committeeRole === 'manager',
  },
  {
    title: 'Schulungsplan',
    uri: buildPath(PAGE_ROUTES.trainingPlan.path, { id: CURRENT_PLAN_ID }),
    alsoActiveOn: [PAGE_ROUTES.trainingPlan.path],
    visible: (v) => v.committeeId !== null,
  },
  { title: 'Einstellungen', uri: PAGE_ROUTES.memberSettings.path, visible: always },
  { title: 'Merkliste', uri: PAGE_ROUTES.memberWishlist.path, visible: always },
  { title: 'Gemerkte Beiträge', uri: PAGE_ROUTES.memberBookmarks.path, visible: always },
  { title: 'Fotos', uri: PAGE_ROUTES.memberPhotosPage.path, visible: always },
  { title: 'Seminar bewerten', uri: PAGE_ROUTES.portalSendFeedback.path, visible: always },
  {
    title: 'BR von A bis Z',
    uri: PAGE_ROUTES.portalLexiconAZ.path,
    alsoActiveOn: [PAGE_ROUTES.memberKnowledge.path],
    visible: always,
  },
  { title: 'Werbemittel', uri: PAGE_ROUTES.memberPromoOrders.path, visible: always },
  {
    title: 'Mitglieder verwalten',
    uri: PAGE_ROUTES.adminMembers.path,
    visible: adminOnly,
  },
  { title: 'Fotos hochladen', uri: PAGE_ROUTES.adminPhotos.path, visible: adminOnly },
  { title: 'Anfragen', uri: PAGE_ROUTES.adminRequests.path, visible: adminOnly },
  { title: 'Partner-Schnittstellen', uri: PAGE_ROUTES.adminPartnerKeys.path, visible: adminOnly },
  {
    title: 'Angebote verwalten',
    uri: PAGE_ROUTES.adminQuotes.path,
    alsoActiveOn: [PAGE_ROUTES.adminQuote.path],
    visible: adminOnly,
  },
  { title: 'Schulungspläne', uri: PAGE_ROUTES.trainingPlanAdmin.path, visible: adminOnly },
  { title: 'Postausgang', uri: PAGE_ROUTES.adminOutbox.path, visible: adminOnly, developmentOnly: true },
];

/** The path part of a page path or URL, without query, fragment and trailing slash; '' when there is none. */
export function normalisePath(path: string | undefined): string {
  if (!path) return '';
  let pathname = path;
  if (/^https?:\/\//i.test(path)) {
    try {
      pathname = new URL(path).pathname;
    } catch {
      return '';
    }
  }
  pathname = pathname.split(/[?#]/, 1)[0] ?? '';
  if (!pathname.startsWith('/')) return '';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

const matches = (path: string, uri: string): boolean => path === uri || path.startsWith(`${uri}/`);

/** The account navigation of the mein-area for this viewer, the entry of `path` marked active. */
export function accountNavigation(
  viewer: NavigationViewer,
  path: string | undefined,
  impersonated = false,
  { development = true }: { development?: boolean } = {},
): AccountNavigationEntry[] {
  const current = normalisePath(path);
  return ENTRIES.filter((entry) => development || !entry.developmentOnly).map((entry) => ({
    title: entry.title,
    uri: entry.uri,
    visible: entry.visible(viewer, impersonated),
    active:
      current !== '' &&
      (matches(current, entry.uri) || (entry.alsoActiveOn ?? []).some((pattern) => matchRoute(pattern, current))),
  }));
}
