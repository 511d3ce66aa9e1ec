import zlib from 'node:zlib';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import { bodyDeadline, PAGE_ROUTES, type BodyTimeouts, type RemoteName } from '@amb/shared-contracts';
import type { BffConfig } from './config';
import type { AppContext } from './context';
import { errorHandler, notFoundHandler } from './http/errors';
import { embedCors } from './http/embedCors';
import { frontDoor } from './http/frontDoor';
import { securityHeaders } from './http/securityHeaders';
import { DeploymentStore } from './registry/deploymentStore';
import { CdnPurge } from './http/cdn';
import { Readiness } from './registry/readiness';
import { DocumentCache } from './rendering/documentCache';
import { contentWriteTags } from './rendering/documentTags';
import { FragmentCache } from './rendering/fragmentCache';
import { MemberHeaders } from './rendering/memberHeader';
import { ServerRenderer } from './rendering/serverRenderer';
import { documentsRouter } from './routes/documents';
import { fragmentsRouter } from './routes/fragments';
import { healthRouter } from './routes/health';
import { iconsRouter } from './routes/icons';
import { pdfsRouter } from './routes/pdfs';
import { contentFeedsRouter } from './routes/contentFeeds';
import { cartPdfsRouter } from './routes/cartPdfs';
import { memberDocumentsRouter } from './routes/memberDocuments';
import { servicePdfsRouter } from './routes/servicePdfs';
import { downloadsRouter } from './routes/downloads';
import { apiProxy } from './routes/proxy';
import { remotesRouter } from './routes/remotes';
import { sessionRouter } from './routes/session';
import { sitemapRouter } from './routes/sitemap';
import { templateRouter } from './routes/template';
import { ApiClient } from './upstream/apiClient';
import { SessionAnswers } from './upstream/sessionAnswers';

export interface AppOverrides {
  store?: DeploymentStore;
  api?: ApiClient;
  /** How long a request body may take to arrive (tests shorten it). */
  bodyTimeouts?: BodyTimeouts;
}

const renderers = new WeakMap<Express, ServerRenderer>();
const purges = new WeakMap<Express, CdnPurge>();
const readinesses = new WeakMap<Express, Readiness>();

/** Ends what the app holds besides sockets: the render threads (the last renders finish first), the deploy watch. */
export async function closeApp(app: Express): Promise<void> {
  purges.get(app)?.close();
  readinesses.get(app)?.remove();
  await renderers.get(app)?.close();
}

/** The versions whose server builds render now (what a deploy changed once it is live). */
export function renderedVersions(app: Express): Partial<Record<RemoteName, string>> | null {
  return renderers.get(app)?.liveVersions() ?? null;
}

/**
 * Loads the server builds before the first request needs them and from then on follows the registry, so a deploy
 * or rollback goes live without waiting for a request (the process's start, not a test's).
 */
export async function warmApp(app: Express): Promise<void> {
  const renderer = renderers.get(app);
  await renderer?.use(() => Promise.resolve());
  readinesses.get(app)?.start();
  renderer?.followDeploys();
}

/** The bff's Express app (no listen): one app serves all three sites; the request decides the site. */
export function createApp(config: BffConfig, overrides: AppOverrides = {}): Express {
  const store = overrides.store ?? new DeploymentStore(config.deployDir);
  // Reported only once the bff follows the registry (warmApp).
  const readiness = new Readiness(store.root);
  const renderer = new ServerRenderer(store, config.ssr, (warm) => readiness.report(warm));
  const logOnce = (key: string, message: string) => renderer.logOnce(key, message);
  const fragments = new FragmentCache(logOnce);
  const memberHeaders = new MemberHeaders(logOnce);
  const documents = new DocumentCache(config.ssr.cacheMs);
  const cdn = new CdnPurge(config.cdnPurge);
  const sessions = new SessionAnswers(config.sessionCacheMs);
  cdn.watchDeployments(() => JSON.stringify(store.currentVersions()));
  // Documents are keyed by generation: the old ones are never asked for again, so their memory is freed at once.
  renderer.onGeneration(() => {
    fragments.clear();
    memberHeaders.clear();
    documents.clear();
  });
  // An editor's save changes the pages that show it, here and in a CDN in front.
  const contentSaved = (method: string, path: string) => {
    const tags = contentWriteTags(method, path);
    documents.purge(tags);
    void cdn.purge(tags);
  };
  const ctx: AppContext = {
    config,
    store,
    renderer,
    fragments,
    documents,
    memberHeaders,
    cdn,
    api:
      overrides.api ??
      new ApiClient({
        apiUrl: config.apiUrl,
        timeoutMs: config.apiTimeoutMs,
        navigationCacheMs: config.navigationCacheMs,
      }),
    sessions,
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(securityHeaders(config));
  app.use(frontDoor);
  app.use(bodyDeadline(overrides.bodyTimeouts));
  // Every text response goes out compressed, however small (remotes.json, API JSON, documents).
  app.use(compression({ threshold: 0, brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } }));
  // The embedded header counts the visitor's cart from another host (fragments.ts has the same CORS).
  app.use(PAGE_ROUTES.fragmentCartSmall.path, embedCors(config));
  // The member's PDFs and calendars sit at /api-meinamb addresses but are the bff's: answered before the proxy.
  app.use(memberDocumentsRouter(ctx));
  app.use(downloadsRouter(ctx));
  app.use(servicePdfsRouter(ctx));
  app.use(apiProxy(config, { contentSaved, sessionWrites: (req) => sessions.forget(req) }));
  app.use(cookieParser());
  app.use(iconsRouter());
  app.use(healthRouter(ctx));
  app.use(remotesRouter(ctx));
  app.use(fragmentsRouter(ctx));
  app.use(sessionRouter(ctx));
  app.use(pdfsRouter(ctx));
  app.use(cartPdfsRouter(ctx));
  app.use(sitemapRouter(ctx));
  app.use(templateRouter(ctx));
  app.use(contentFeedsRouter(ctx));
  app.use(documentsRouter(ctx));
  app.use(notFoundHandler);
  app.use(errorHandler);
  renderers.set(app, renderer);
  purges.set(app, cdn);
  readinesses.set(app, readiness);
  return app;
}
