import type { Request } from 'express';
import {
  CONSENT_COOKIE,
  CONSENT_REQUIRED_ATTRIBUTE,
  PAGE_GLOBALS_ELEMENT_ID,
  SLOT_IDS,
  TEMPLATE_MARKERS,
  absoluteOnSite,
  consentOfCookie,
  serialisePageGlobals,
  type PageGlobals,
  type PageUser,
  type SiteId,
} from '@amb/shared-contracts';
import type { AppContext } from '../context';
import { UpstreamError } from '../upstream/apiClient';
import { visitorSession } from '../upstream/visitorSession';
import { iconLinks, MAIN_SLOT_OPEN, pageTitle, SKIP_LINK, stylesheetLink, type Stylesheet } from './document';
import { reportChromeFailures, type ChromeKey } from './fragmentCache';
import { escapeHtml } from './html';
import { buildPageGlobals } from './pageGlobals';
import { preloadLinks, preloadsOf } from './preloads';
import { stylesheetsOf } from './stylesheets';

/**
 * The page frame shown on another host (the `/template/` frame, the embedded fragments): header and footer of
 * the site for the visitor, with every link, asset and remote absolute on the site's origin, and only
 * mf_navigation for the browser (the host's page is no page of a remote).
 */
export interface Frame {
  globals: PageGlobals;
  header: string;
  footer: string;
  stylesheets: Stylesheet[];
  /** mf_navigation's scripts the shell loads at once (absolute URLs). */
  preloads: string[];
  /** The shell's entry script (it loads mf_navigation alone here), or null when no shell is deployed. */
  script: string | null;
  /** Rendered for a member: private to them, never stored by a cache. */
  personal: boolean;
  /** The api's Set-Cookie lines of the visitor's session call (a refreshed CSRF cookie). */
  setCookies: string[];
}

export type FrameResult =
  | {
      ok: true;
      frame: Frame;
      /** For a logged-out visitor: what the frame depends on (the fragment cache keeps what is built from it). */
      shared: ChromeKey | null;
    }
  | { ok: false; reason: 'upstream'; timedOut: boolean }
  | { ok: false; reason: 'renderer' };

/** The globals of the frame: absolute links, main content left alone, mf_navigation alone (absolute URL). */
function frameGlobals(globals: PageGlobals): PageGlobals {
  const absolute = { ...globals, absoluteLinks: true };
  const navigation = globals.remotes.mf_navigation;
  return {
    ...absolute,
    serverRenderedMain: true,
    remotes: navigation ? { mf_navigation: absoluteOnSite(absolute, navigation) } : {},
  };
}

/** Header and footer of the frame: a logged-out visitor's from the fragment cache, a member's for them. */
export async function buildFrame(ctx: AppContext, req: Request, site: SiteId): Promise<FrameResult> {
  const [navigation, session] = await Promise.all([
    ctx.api.siteNavigation(site).catch((error: unknown) => {
      console.error(`[bff] Rahmen ${req.path}: ${(error as Error).message}`);
      return error instanceof UpstreamError ? error : new UpstreamError(String(error));
    }),
    visitorSession(ctx, req),
  ]);
  if (navigation instanceof UpstreamError) return { ok: false, reason: 'upstream', timedOut: navigation.timedOut };
  return ctx.renderer.use(async (generation) => {
    const remotes = ctx.store.remotesMap(ctx.config.remoteOverrides, generation.versions);
    const globalsOf = (user: PageUser | null) =>
      frameGlobals(buildPageGlobals(ctx.config, { site, navigation: navigation.items, remotes, user }));
    const globals = globalsOf(session.user);
    let chrome: { header?: string | null; footer?: string | null };
    let shared: ChromeKey | null = null;
    if (session.user === null) {
      shared = { generation, site, navigationVersion: navigation.version, globals };
      chrome = await ctx.fragments.chrome(shared);
    } else {
      const answer = await generation.renderChrome(globals, ['header', 'footer']);
      reportChromeFailures((k, message) => ctx.renderer.logOnce(k, message), generation, answer.failures);
      chrome = answer.html;
    }
    if (typeof chrome.header !== 'string' || typeof chrome.footer !== 'string') {
      return { ok: false, reason: 'renderer' } as const;
    }
    const shell = ctx.store.current('shell');
    const absolute = (url: string) => absoluteOnSite(globals, url);
    return {
      ok: true,
      frame: {
        globals,
        header: chrome.header,
        footer: chrome.footer,
        stylesheets: stylesheetsOf(ctx.store, generation, undefined).map((sheet) => ({
          ...sheet,
          href: absolute(sheet.href),
        })),
        preloads: preloadsOf(
          ctx.store,
          generation,
          { remotes, devOverridesAllowed: globals.devOverridesAllowed },
          undefined,
        ).map(absolute),
        script: shell ? absolute(ctx.store.assetUrl('shell', shell.version, shell.entry)) : null,
        personal: session.user !== null,
        setCookies: session.setCookies,
      },
      shared,
    } as const;
  });
}

/** No consent choice stored with the request: the footer's question shows at once (as in every document). */
export function consentRequired(req: Request): boolean {
  return consentOfCookie((req.cookies as Record<string, string> | undefined)?.[CONSENT_COOKIE]) === null;
}

function globalsScript(globals: PageGlobals): string {
  return `<script id="${PAGE_GLOBALS_ELEMENT_ID}" type="application/json">${serialisePageGlobals(globals)}</script>`;
}

function shellScript(frame: Frame): string {
  return frame.script ? `<script src="${escapeHtml(frame.script)}" defer></script>` : '';
}

/**
 * `/template/`: the whole document of the frame. An external system puts its head elements at
 * TEMPLATE_MARKERS.head and its content at TEMPLATE_MARKERS.content.
 */
export function renderTemplate(frame: Frame, consent: boolean): string {
  const origin = absoluteOnSite(frame.globals, '/').replace(/\/$/, '');
  return (
    '<!doctype html><html lang="de"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(pageTitle('Seite'))}</title>${iconLinks(origin)}` +
    `${frame.stylesheets.map(stylesheetLink).join('')}${preloadLinks(frame.preloads)}${globalsScript(frame.globals)}` +
    TEMPLATE_MARKERS.head +
    `</head><body${consent ? ` ${CONSENT_REQUIRED_ATTRIBUTE}` : ''}>${SKIP_LINK}` +
    `<header id="${SLOT_IDS.header}">${frame.header}</header>` +
    `${MAIN_SLOT_OPEN}${TEMPLATE_MARKERS.content}</main>` +
    `<footer id="${SLOT_IDS.footer}">${frame.footer}</footer>` +
    `${shellScript(frame)}</body></html>`
  );
}

/**
 * `/shared-modules/nav?embed=1`: what another host puts where its header goes — the stylesheets, the page
 * globals, the header slot with the server HTML and the shell, which hydrates it (and the footer slot, when the
 * host has put `/shared-modules/footer?embed=1` at its foot). No layout shift: the styles come before the HTML.
 */
export function renderEmbeddedHeader(frame: Frame): string {
  return (
    `${frame.stylesheets.map(stylesheetLink).join('')}${preloadLinks(frame.preloads)}${globalsScript(frame.globals)}` +
    `<header id="${SLOT_IDS.header}">${frame.header}</header>${shellScript(frame)}`
  );
}

/** `/shared-modules/footer?embed=1`: the footer slot with the server HTML, hydrated by the embedded header's shell. */
export function renderEmbeddedFooter(frame: Frame): string {
  return `<footer id="${SLOT_IDS.footer}">${frame.footer}</footer>`;
}
