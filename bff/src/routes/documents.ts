import { Router, type Request, type Response } from 'express';
import {
  MESSAGES,
  PAGE_ROUTES,
  SERVER_ONLY_PREFIXES,
  buildPath,
  routeKind,
  routesOf,
  serialiseForScript,
  type PageUser,
} from '@amb/shared-contracts';
import type { AppContext } from '../context';
import { NO_STORE, PERSONAL_CACHE_CONTROL, setSharedCacheHeaders } from '../http/cdn';
import { entityTag, ifNoneMatch, type Representation } from '../http/compressedBody';
import { personalRepresentation } from '../http/pieces';
import { acceptedCodings } from '../http/encodings';
import { hasSessionCookie } from '../http/sessionCookies';
import { renderUnavailableDocument } from '../rendering/document';
import type { SharedDocument } from '../rendering/documentCache';
import {
  documentStamp,
  globalsFor,
  memberDocument,
  renderSharedDocument,
  type DocumentRequest,
} from '../rendering/sharedDocument';
import { siteOfRequest } from '../site';
import { UpstreamError } from '../upstream/apiClient';
import { visitorSession } from '../upstream/visitorSession';

const STATIC_FILE = /\.(ico|png|jpe?g|gif|svg|webp|avif|js|mjs|css|map|json|txt|xml|woff2?|ttf)$/i;

function isServerOnly(pathname: string): boolean {
  return SERVER_ONLY_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * A bff route of the spec that reached the documents: a later issue builds it (RSS), or its own
 * router let it through (an unknown PDF). A browser gets the not-found page.
 */
function isBffRoute(pathname: string): boolean {
  return routesOf(pathname).some((route) => routeKind(route.name) === 'bff');
}

function normalisedPath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/** Where a logged-out visitor of a login-only page goes instead (SPEC §2.1 /werbemittelshop-login). */
function loginRedirect(pathname: string, user: PageUser | null): string | null {
  if (user || pathname !== PAGE_ROUTES.promoShopLogin.path) return null;
  return buildPath(PAGE_ROUTES.login.path, {}, { redirect: PAGE_ROUTES.promoShopLogin.path });
}

function wantsDocument(req: Request): boolean {
  const page = !isServerOnly(req.path) || isBffRoute(normalisedPath(req.path));
  return page && !STATIC_FILE.test(req.path) && req.accepts('html') === 'html';
}

/** The site's navigation and the visitor's session, asked of the api at once. */
async function visitOf(ctx: AppContext, req: Request, site: DocumentRequest['site']) {
  const [navigation, session] = await Promise.all([
    ctx.api.siteNavigation(site).catch((error: unknown) => {
      console.error(`[bff] Dokument ${req.path}: ${(error as Error).message}`);
      return error instanceof UpstreamError ? error : new UpstreamError(String(error));
    }),
    visitorSession(ctx, req),
  ]);
  return { navigation, session };
}

/**
 * Sends a document's bytes: its entity tag, the cache headers of its kind and 304 when the browser's (or CDN's)
 * copy is this one. Only a 200 revalidates (RFC 9110 §15.4.5); a 404 carries its tag all the same.
 */
function send(req: Request, res: Response, status: number, representation: Representation): void {
  res.status(status).type('html');
  res.vary('Accept-Encoding');
  res.set('ETag', representation.etag);
  // Already compressed: the compression middleware leaves an encoded body alone.
  if (representation.coding) res.set('Content-Encoding', representation.coding);
  if (status === 200 && ifNoneMatch(req.headers['if-none-match'], representation.etag)) {
    res.status(304).end();
    return;
  }
  res.set('Content-Length', String(representation.body.length));
  res.end(req.method === 'HEAD' ? undefined : representation.body);
}

/**
 * A member's document: the shared one with their user in the page globals and their header (greeting,
 * impersonation bar, cart count, their links) filled in, never rendered again; gzip spliced from the shared pieces
 * (pieces.ts), kept by nobody but them.
 */
async function sendMember(
  req: Request,
  res: Response,
  request: DocumentRequest,
  shared: Extract<SharedDocument, { kind: 'document' }>,
  user: PageUser,
  stamp: string,
): Promise<void> {
  const { generation, site, navigation } = request;
  const header = await request.ctx.memberHeaders.header(
    { generation, site, navigationVersion: navigation.version, globals: () => globalsFor(request, null) },
    user,
  );
  const pieces = memberDocument(shared, user, header);
  // What the bytes are made of, without hashing them: the shared document, the member's user and the deploy stamp
  // (the header is rendered from the user by the stamp's builds and navigation).
  const etag = entityTag(shared.body.etag, '\u0000', serialiseForScript(user), '\u0000', stamp);
  res.set('Cache-Control', PERSONAL_CACHE_CONTROL);
  send(req, res, shared.status, personalRepresentation(pieces, acceptedCodings(req), etag));
}

/**
 * The HTML document of every page route not claimed by another router: the visit (navigation, session), the shared
 * document of the address (from the cache: rendered once per deploy, site, address and few seconds for everyone),
 * then for a logged-out visitor its precompressed bytes, for a member the same with their parts filled in.
 */
export function documentsRouter(ctx: AppContext): Router {
  const router = Router();
  router.get('/{*splat}', async (req, res, next) => {
    if (!wantsDocument(req)) {
      next();
      return;
    }
    const site = siteOfRequest(req, ctx.config);
    const pathname = normalisedPath(req.path);
    // An answer to a request with a session is the visitor's alone (their cookies, maybe their name): private.
    const personal = hasSessionCookie(req);
    const { navigation, session } = await visitOf(ctx, req, site);
    // The api's cookies (a refreshed CSRF cookie, a stale session cleared) reach the browser with any answer.
    if (session.setCookies.length > 0) res.append('Set-Cookie', session.setCookies);
    if (navigation instanceof UpstreamError) {
      const text = navigation.timedOut ? MESSAGES.pageTimeout : undefined;
      res
        .status(navigation.timedOut ? 504 : 502)
        .set('Cache-Control', NO_STORE)
        .type('html')
        .send(renderUnavailableDocument('/', text));
      return;
    }
    ctx.cdn.navigationSeen(site, navigation.version);
    const redirect = loginRedirect(pathname, session.user);
    if (redirect) {
      res.set('Cache-Control', PERSONAL_CACHE_CONTROL).redirect(302, redirect);
      return;
    }
    // One generation renders the whole document: its HTML and the versions it names for the browser match.
    await ctx.renderer.use(async (generation) => {
      const request: DocumentRequest = { ctx, generation, site, pathname, url: req.originalUrl, navigation };
      const stamp = documentStamp(request);
      const shared = await ctx.documents.get({ stamp, site, url: request.url }, () => renderSharedDocument(request));
      if (shared.kind === 'unavailable') {
        res.status(503).set({ 'Retry-After': '60', 'Cache-Control': NO_STORE }).type('html');
        res.send(renderUnavailableDocument('/'));
        return;
      }
      if (session.user) {
        if (shared.kind === 'redirect')
          res.set('Cache-Control', PERSONAL_CACHE_CONTROL).redirect(shared.status, shared.location);
        else await sendMember(req, res, request, shared, session.user, stamp);
        return;
      }
      if (personal) res.set('Cache-Control', PERSONAL_CACHE_CONTROL);
      else setSharedCacheHeaders(res, shared.tags);
      if (shared.kind === 'redirect') {
        res.redirect(shared.status, shared.location);
        return;
      }
      send(req, res, shared.status, shared.body.representation(acceptedCodings(req)));
    });
  });
  return router;
}
