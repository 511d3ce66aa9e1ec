import { emit } from './events';

/** Browser storage keys shared between remotes (SPEC §9). */
export const STORAGE_KEYS = {
  /** localStorage: the cart count. */
  cartCount: 'amb.shoppingCartCount',
  /** sessionStorage: e-mail entered on the quick login card that is not yet registered. */
  unusedRegistrationEmail: 'unusedRegistrationEmail',
  /** sessionStorage: URLs visited in this tab. */
  visitedUrls: 'amb.visitedUrls',
  /** sessionStorage: per event, the list the visitor came from. */
  productListOrigin: 'amb.productListOrigin',
  /** sessionStorage: ids of the theme pages viewed in this tab, latest first ("Zuletzt angesehen"). */
  visitedThemes: 'amb.visitedThemes',
  /** sessionStorage: the Idempotency-Key of the checkout attempt under way (a reload or a second click re-sends it). */
  checkoutIdempotencyKey: 'amb.checkoutIdempotencyKey',
  /** sessionStorage: per event, the online fax's entries, kept while the visitor logs in to submit them. */
  onlineFaxDraft: 'amb.onlineFaxDraft',
} as const;

export const PRODUCT_LIST_ORIGINS = ['seminare', 'hotel', 'standorte', 'suche'] as const;
export type ProductListOrigin = (typeof PRODUCT_LIST_ORIGINS)[number];

/**
 * The cart count rules (SPEC §4), one place for every remote: kept in localStorage, never below 0; when
 * nothing is stored the owner of the count (the header) asks the small cart and stores its length.
 */
export function readStoredCartCount(storage: Storage = window.localStorage): number | null {
  const raw = storage.getItem(STORAGE_KEYS.cartCount);
  if (raw === null) return null;
  const count = Number.parseInt(raw, 10);
  return Number.isFinite(count) ? Math.max(0, count) : null;
}

/** Stores the count (below 0 becomes 0, fractions are cut) and returns what was stored. */
export function storeCartCount(count: number, storage: Storage = window.localStorage): number {
  const stored = Number.isFinite(count) ? Math.max(0, Math.trunc(count)) : 0;
  storage.setItem(STORAGE_KEYS.cartCount, String(stored));
  return stored;
}

/** Raises or lowers the stored count by `delta` (an absent count counts as 0) and returns the new one. */
export function changeStoredCartCount(delta: number, storage: Storage = window.localStorage): number {
  return storeCartCount((readStoredCartCount(storage) ?? 0) + delta, storage);
}

/** Stores the count and tells every remote (`cart:count-changed`); returns what was stored. */
export function publishCartCount(count: number, storage: Storage = window.localStorage): number {
  const stored = storeCartCount(count, storage);
  emit('cart:count-changed', { count: stored });
  return stored;
}

/**
 * Marketing consent (SPEC §9: analytics only with it). A cookie rather than localStorage: it expires, so
 * the question comes back after a while as consent rules expect, and the server could read it too.
 * Readable by scripts on purpose (the analytics module reads it); it holds no secret.
 */
export const CONSENT_COOKIE = 'amb_consent';
export const CONSENT_CHOICES = ['all', 'necessary'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];
/** How long a choice holds: 180 days, then the banner asks again. */
export const CONSENT_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** The visitor's stored choice, or null when none was made (or outside a browser). */
export function readConsent(doc: Document | undefined = globalThis.document): ConsentChoice | null {
  if (!doc) return null;
  const part = doc.cookie.split('; ').find((entry) => entry.startsWith(`${CONSENT_COOKIE}=`));
  return consentOfCookie(part?.slice(CONSENT_COOKIE.length + 1));
}

/** The choice a value of the consent cookie stands for (the server reads the request's cookie with it). */
export function consentOfCookie(value: unknown): ConsentChoice | null {
  return CONSENT_CHOICES.find((choice) => choice === value) ?? null;
}

/**
 * Set on the document's body by the bff when the visitor has made no choice yet: the footer's server-rendered
 * consent question shows from the first paint (not only once the footer's script runs: painted that late it
 * was the page's largest contentful paint).
 */
export const CONSENT_REQUIRED_ATTRIBUTE = 'data-consent-required';

/**
 * What the browser keeps only with consent (TDDDG § 25: not strictly necessary for what the visitor asked for):
 * the analytics' memory of visited pages and list origins, and "Zuletzt angesehen".
 */
export const CONSENTED_STORAGE_KEYS = [
  STORAGE_KEYS.visitedUrls,
  STORAGE_KEYS.productListOrigin,
  STORAGE_KEYS.visitedThemes,
] as const;

export function storeConsent(choice: ConsentChoice, doc: Document = document): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${CONSENT_COOKIE}=${choice}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  // Consent withdrawn (or refused): what was kept with it goes too.
  if (choice !== 'all') {
    try {
      for (const key of CONSENTED_STORAGE_KEYS) doc.defaultView?.sessionStorage.removeItem(key);
    } catch {
      // A blocked storage holds nothing to remove.
    }
  }
}

/** True only after "Alle akzeptieren": the one check before anything goes to analytics. */
export function hasMarketingConsent(doc: Document | undefined = globalThis.document): boolean {
  return readConsent(doc) === 'all';
}
