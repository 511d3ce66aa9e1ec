import { createHash } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import {
  berlinDateKey,
  API_ROUTES,
  CSRF_HEADER,
  buildPath,
  isLoggedIn,
  visibleNavigation,
  type ContentKind,
  type ContentListResponse,
  type ContentSummary,
  type JudgmentListResponse,
  type JudgmentSummary,
  type CurrentUserResponse,
  type NavigationItem,
  type NavigationTreeResponse,
  type PageUser,
  type Paginated,
  type Query,
  type SeminarListItem,
  type SiteId,
  type ForumThreadSummary,
  type ForumThreadsResponse,
} from '@amb/shared-contracts';

/** The api could not be reached, did not answer in time (`timedOut`) or answered with an error status. */
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly timedOut = false,
  ) {
    super(message);
  }
}

/** A failed fetch: AbortSignal.timeout aborts with a TimeoutError (the connection is closed with it). */
function unreachable(url: string, error: unknown): UpstreamError {
  const timedOut = (error as Error).name === 'TimeoutError';
  const reason = timedOut ? 'keine Antwort rechtzeitig' : `nicht erreichbar: ${(error as Error).message}`;
  return new UpstreamError(`api ${reason} (${url})`, undefined, timedOut);
}

/** The visitor's user as the page globals carry it, and the cookies the api set while answering. */
export interface VisitorSession {
  user: PageUser | null;
  setCookies: string[];
}

export interface LogoutResult {
  ended: boolean;
  status: number;
  setCookies: string[];
}

/** A site's visible navigation tree and a version that changes whenever the tree does. */
export interface SiteNavigation {
  items: NavigationItem[];
  version: string;
}

export interface ApiClientOptions {
  apiUrl: string;
  timeoutMs: number;
  navigationCacheMs: number;
}

/** An answer of the api read whole: status, Set-Cookie lines and body text. */
interface PlainAnswer {
  status: number;
  setCookies: string[];
  text: string;
}

/** The bff's own calls to the api (the browser's calls go through the proxy instead). */
export class ApiClient {
  private readonly navigation = new Map<SiteId, { navigation: SiteNavigation; expires: number }>();
  /**
   * Kept-alive connections for the call every member's document makes (get-user): node:http costs half the CPU of
   * fetch per call, which a member's page pays on top of the shared document.
   */
  private readonly agent: http.Agent;

  constructor(private readonly options: ApiClientOptions) {
    const secure = options.apiUrl.startsWith('https:');
    this.agent = new (secure ? https : http).Agent({ keepAlive: true, maxSockets: 64, maxFreeSockets: 16 });
  }

  /** A GET read whole with node:http on the kept-alive agent; the api's time limit as with fetch. */
  private plainGet(path: string, headers: Record<string, string>): Promise<PlainAnswer> {
    const url = new URL(`${this.options.apiUrl}${path}`);
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const request = client.request(
        url,
        { method: 'GET', agent: this.agent, headers: { accept: 'application/json', ...headers } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            clearTimeout(timer);
            const cookies = response.headers['set-cookie'] ?? [];
            resolve({
              status: response.statusCode ?? 0,
              setCookies: cookies,
              text: Buffer.concat(chunks).toString('utf8'),
            });
          });
        },
      );
      const timer = setTimeout(() => {
        const error = new Error('The operation was aborted due to timeout');
        error.name = 'TimeoutError';
        request.destroy(error);
      }, this.options.timeoutMs);
      request.on('error', (error) => {
        clearTimeout(timer);
        reject(unreachable(url.href, error));
      });
      request.end();
    });
  }

  async getJson<T>(path: string, query: Query = {}): Promise<T> {
    const url = `${this.options.apiUrl}${buildPath(path, {}, query)}`;
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      throw unreachable(url, error);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new UpstreamError(`api antwortet ${response.status} auf ${url}`, response.status);
    }
    try {
      return (await response.json()) as T;
    } catch {
      throw new UpstreamError(`api liefert kein JSON auf ${url}`, response.status);
    }
  }

  /** A call on behalf of a visitor (their cookies and X-Forwarded-* in `headers`), never cached. */
  private async visitorCall(path: string, method: 'GET' | 'POST', headers: Record<string, string>): Promise<Response> {
    const url = `${this.options.apiUrl}${path}`;
    try {
      return await fetch(url, {
        method,
        headers: { accept: 'application/json', ...headers },
        redirect: 'manual',
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      throw unreachable(url, error);
    }
  }

  /**
   * A GET on behalf of a visitor (their cookies in `headers`): what the api answers that visitor, never
   * cached; an error status becomes an UpstreamError with that status (401 logged out, 404 not theirs).
   */
  async visitorJson<T>(path: string, headers: Record<string, string>): Promise<T> {
    const response = await this.visitorCall(path, 'GET', headers);
    if (!response.ok) {
      await response.body?.cancel();
      throw new UpstreamError(`api antwortet ${response.status} auf ${path}`, response.status);
    }
    try {
      return (await response.json()) as T;
    } catch {
      throw new UpstreamError(`api liefert kein JSON auf ${path}`, response.status);
    }
  }

  /** GET /kundenportal/get-user for a visitor: `{ firstname, impersonated }` or null, plus the api's Set-Cookie. */
  async currentUser(headers: Record<string, string>): Promise<VisitorSession> {
    const response = await this.plainGet(API_ROUTES.currentUser.path, headers);
    const { setCookies } = response;
    if (response.status < 200 || response.status >= 300) {
      throw new UpstreamError(`api antwortet ${response.status} auf ${API_ROUTES.currentUser.path}`, response.status);
    }
    let body: Partial<CurrentUserResponse> | null;
    try {
      body = JSON.parse(response.text) as Partial<CurrentUserResponse> | null;
    } catch {
      throw new UpstreamError(`api liefert kein JSON auf ${API_ROUTES.currentUser.path}`, response.status);
    }
    const user = body?.user;
    if (!isLoggedIn(user)) return { user: null, setCookies };
    const { cartCount } = user as { cartCount?: unknown };
    return {
      user: {
        firstname: typeof user.firstname === 'string' ? user.firstname : '',
        impersonated: user.impersonated === true,
        ...(Number.isInteger(cartCount) && (cartCount as number) >= 0 ? { cartCount: cartCount as number } : {}),
      },
      setCookies,
    };
  }

  /**
   * POST /api/session/logout for a visitor with the CSRF token of their session. `ended` only when the api
   * confirmed it; its Set-Cookie lines either way (a refused call hands out the session's CSRF cookie again).
   */
  async logout(headers: Record<string, string>, csrfToken: string | undefined): Promise<LogoutResult> {
    const withToken = csrfToken ? { ...headers, [CSRF_HEADER]: csrfToken } : headers;
    const response = await this.visitorCall(API_ROUTES.sessionLogout.path, 'POST', withToken);
    await response.body?.cancel();
    return { ended: response.ok, status: response.status, setCookies: response.headers.getSetCookie() };
  }

  /**
   * The visible navigation tree of a site, cached per site for navigationCacheMs, with its version (a hash
   * of the tree): what is rendered from the tree is kept while the version stays.
   */
  async siteNavigation(site: SiteId): Promise<SiteNavigation> {
    const cached = this.navigation.get(site);
    if (cached && cached.expires > Date.now()) return cached.navigation;
    const tree = await this.getJson<NavigationTreeResponse>(API_ROUTES.navigationTree.path, { site });
    // The type says what the api promises; a page must not break on an answer that breaks it.
    if (!Array.isArray(tree)) throw new UpstreamError('Navigation der api ist keine Liste');
    const items = visibleNavigation(tree);
    const version = createHash('sha256').update(JSON.stringify(items)).digest('base64url').slice(0, 16);
    const navigation = { items, version };
    this.navigation.set(site, { navigation, expires: Date.now() + this.options.navigationCacheMs });
    return navigation;
  }

  async nextOnlineSeminars(pageSize: number): Promise<SeminarListItem[]> {
    const page = await this.getJson<Paginated<SeminarListItem>>(API_ROUTES.seminars.path, {
      format: 'online',
      from: berlinDateKey(Date.now()),
      pageSize,
    });
    return Array.isArray(page?.items) ? page.items : [];
  }

  /** The latest items of the kinds given, newest first (the works-council start page and the feed). */
  async latestContent(kinds: readonly ContentKind[], limit: number): Promise<ContentSummary[]> {
    const answer = await this.getJson<ContentListResponse>(API_ROUTES.contentList.path, {
      kind: kinds.join(','),
      limit,
    });
    return Array.isArray(answer?.items) ? answer.items : [];
  }

  /** The latest published judgments of both areas, newest decision first. */
  async latestJudgments(limit: number): Promise<JudgmentSummary[]> {
    const answer = await this.getJson<JudgmentListResponse>(API_ROUTES.caseLawList.path, { limit });
    return Array.isArray(answer?.items) ? answer.items : [];
  }

  /** The forum's threads with the newest activity first (the first page; `limit` of them). */
  async latestForumThreads(limit: number): Promise<ForumThreadSummary[]> {
    const answer = await this.getJson<ForumThreadsResponse>(API_ROUTES.forumThreads.path);
    return Array.isArray(answer?.items) ? answer.items.slice(0, limit) : [];
  }

  async isHealthy(): Promise<boolean> {
    try {
      await this.getJson<unknown>('/healthz');
      return true;
    } catch {
      return false;
    }
  }
}
