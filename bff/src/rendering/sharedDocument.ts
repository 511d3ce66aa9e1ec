import {
  NEWSLETTER_OUTCOME_PARAM,
  serialiseForScript,
  type PageGlobals,
  type PageUser,
  type SiteId,
} from '@amb/shared-contracts';
import type { AppContext } from '../context';
import { CompressedBody } from '../http/compressedBody';
import { identityOf, type Piece } from '../http/pieces';
import type { SiteNavigation } from '../upstream/apiClient';
import { renderDocument, type DocumentParts } from './document';
import { fingerprintOf, type SharedDocument } from './documentCache';
import { documentTags } from './documentTags';
import { HEADER_MARKER, USER_MARKER, fillTemplate, templateOf } from './documentTemplate';
import type { ChromeKey } from './fragmentCache';
import type { Generation } from './generation';
import { NOT_FOUND_HEAD, browserPageRemote, mainSlot, type MainSlot } from './mainSlot';
import { buildPageGlobals } from './pageGlobals';
import { preloadsOf } from './preloads';
import { stylesheetsOf } from './stylesheets';

/** What one document is rendered from: the request's site and address, the generation, the navigation. */
export interface DocumentRequest {
  ctx: AppContext;
  generation: Generation;
  site: SiteId;
  /** Normalised path (no trailing slash). */
  pathname: string;
  /** Path and query as requested. */
  url: string;
  navigation: SiteNavigation;
}

/**
 * What a document depends on besides its address: the generation (the server builds), every app's deployed
 * version (the remotes map, the stylesheets and whatever else the head takes from a deploy) and the navigation.
 */
export function documentStamp({ ctx, generation, navigation }: DocumentRequest): string {
  return `${generation.id}:${navigation.version}:${JSON.stringify(ctx.store.currentVersions())}`;
}

/** The site's page globals for `user` (the page remote the browser loads beside header and footer included). */
export function globalsFor({ ctx, generation, site, pathname, navigation }: DocumentRequest, user: PageUser | null) {
  return buildPageGlobals(ctx.config, {
    site,
    navigation: navigation.items,
    remotes: ctx.store.remotesMap(ctx.config.remoteOverrides, generation.versions),
    user,
    pageRemote: browserPageRemote(site, pathname),
  });
}

/** The key of the site's logged-out chrome (header, footer, not-found page) and of its members' headers. */
export function chromeKeyOf(request: DocumentRequest, globals: PageGlobals): ChromeKey {
  return { generation: request.generation, site: request.site, navigationVersion: request.navigation.version, globals };
}

function pageSources({ ctx, generation }: DocumentRequest) {
  return {
    generation,
    api: ctx.api,
    apiUrl: ctx.config.apiUrl,
    mainOrigin: ctx.config.origins.main,
    remoteOverrides: ctx.config.remoteOverrides,
    logOnce: (key: string, message: string) => ctx.renderer.logOnce(key, message),
  };
}

/**
 * The document every visitor shares: the page rendered for a logged-out visitor (a page's server build never sees
 * a member, so nothing personal can be in it), the logged-out chrome, the stylesheets of the page's owner; rendered
 * with markers where the user and the header go, split there into a template, filled for logged-out visitors.
 */
export async function renderSharedDocument(request: DocumentRequest): Promise<SharedDocument> {
  const { ctx, generation, site, pathname, url } = request;
  const tags = documentTags(site, pathname);
  const globals = globalsFor(request, null);
  const page: MainSlot = await mainSlot(pageSources(request), { site, pathname, url, globals });
  if (page.status === 301 || page.status === 302) {
    return { kind: 'redirect', status: page.status, location: page.location, tags };
  }
  if (page.status === 503) return { kind: 'unavailable', tags };
  const found = page.status === 200 ? page : null;
  const chrome = await ctx.fragments.chrome(chromeKeyOf(request, globals));
  // A remote served by a dev server brings its styles itself.
  const owner = found?.owner && !ctx.config.remoteOverrides[found.owner] ? found.owner : undefined;
  // A page that needs no script: the shell loads no page remote here, so no state and no hints for it. Not in
  // development mode, where a developer may point the page's remote at a dev server to try it on any page.
  const staticMain = found?.rendered?.interactive === false && ctx.config.mode === 'production';
  // A page that hydrates at the first sign of use: its state stays in the document, but no hints for its remote (a
  // visitor's browser loads it only then; a member's shell loads it at once).
  const deferredMain = found?.rendered?.hydrateOn === 'interaction' && ctx.config.mode === 'production';
  const shell = ctx.store.current('shell');
  if (!shell) console.error('[bff] Keine Shell im Deployment-Store: Dokument ohne Skript');
  globals.status = page.status;
  if (staticMain) globals.staticMain = true;
  if (deferredMain) globals.deferredMain = true;
  // The footer is below the fold on every page: it hydrates when the visitor nears it or uses the page. Not where
  // the newsletter's confirm link led (the footer says at once how it went) and not in development mode.
  const landing = new URL(url, 'http://document.invalid').searchParams.has(NEWSLETTER_OUTCOME_PARAM);
  if (ctx.config.mode === 'production' && !landing) globals.deferredFooter = true;
  const parts: Omit<DocumentParts, 'header'> = {
    head: found ? found.head : NOT_FOUND_HEAD,
    globals,
    footer: chrome.footer ?? '',
    // Every 404 shows the one not-found page, rendered on the server; no page remote replaces it. A page the
    // browser renders shows the loading state until its remote mounts: never a blank main area.
    main: found ? found.html || (chrome.pending ?? '') : (chrome.notFound ?? ''),
    mainState:
      found?.rendered?.stateJson && !staticMain
        ? { remote: found.rendered.remote, json: found.rendered.stateJson }
        : undefined,
    stylesheets: stylesheetsOf(ctx.store, generation, owner),
    preloads: preloadsOf(ctx.store, generation, globals, staticMain || deferredMain ? undefined : owner),
    script: shell ? ctx.store.assetUrl('shell', shell.version, shell.entry) : null,
    noIndex: page.status !== 200,
  };
  const header = chrome.header ?? '';
  const marked = renderDocument({
    ...parts,
    globals: { ...globals, user: USER_MARKER as unknown as PageUser },
    header: HEADER_MARKER,
  });
  const template = templateOf(marked);
  const body = template
    ? identityOf(fillTemplate(template, { user: [Buffer.from('null')], header: [Buffer.from(header, 'utf8')] }))
    : Buffer.from(renderDocument({ ...parts, header }), 'utf8');
  const html = body.toString('utf8');
  return {
    kind: 'document',
    status: page.status,
    body: new CompressedBody(body),
    template,
    ...(template ? {} : { parts }),
    fingerprint: fingerprintOf(html),
    tags,
    keep: !isFallback(request, page),
  };
}

/**
 * A page its owner's server build should have rendered but did not (it threw, ran past its budget): the browser
 * renders it, and the next visitor gets a fresh try; so does a page that misses a part the api did not give. A page
 * the browser renders by design (no server build, a dev server's remote) and the bff's own pages are kept like
 * rendered ones.
 */
function isFallback({ ctx, generation }: DocumentRequest, page: MainSlot): boolean {
  if (page.status !== 200) return false;
  if (page.incomplete) return true;
  if (page.rendered !== undefined || !page.owner) return false;
  return generation.hasBuild(page.owner) && !ctx.config.remoteOverrides[page.owner];
}

/** A member's document as pieces: the shared one with their user in the globals and their header. */
export function memberDocument(
  shared: Extract<SharedDocument, { kind: 'document' }>,
  user: PageUser,
  header: readonly Piece[],
): Piece[] {
  if (shared.template) {
    return fillTemplate(shared.template, { user: [Buffer.from(serialiseForScript(user), 'utf8')], header });
  }
  const parts = shared.parts!;
  const headerHtml = identityOf(header).toString('utf8');
  return [Buffer.from(renderDocument({ ...parts, globals: { ...parts.globals, user }, header: headerHtml }), 'utf8')];
}
