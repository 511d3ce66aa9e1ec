import {
  API_ROUTES,
  buildPath,
  visibleNavigation,
  type NavigationItem,
  type Paginated,
  type Query,
  type SeminarListItem,
  type SiteId,
} from '@amb/shared-contracts';

/** The api could not be reached or answered with an error status. */
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface ApiClientOptions {
  apiUrl: string;
  timeoutMs: number;
  navigationCacheMs: number;
}

/** The bff's own calls to the api (the browser's calls go through the proxy instead). */
export class ApiClient {
  private readonly navigation = new Map<SiteId, { items: NavigationItem[]; expires: number }>();

  constructor(private readonly options: ApiClientOptions) {}

  async getJson<T>(path: string, query: Query = {}): Promise<T> {
    const url = `${this.options.apiUrl}${buildPath(path, {}, query)}`;
    let response: Response;
    try {
      response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(this.options.timeoutMs) });
    } catch (error) {
      throw new UpstreamError(`api nicht erreichbar (${url}): ${(error as Error).message}`);
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

  /** The visible navigation tree of a site, cached per site for navigationCacheMs. */
  async visibleNavigation(site: SiteId): Promise<NavigationItem[]> {
    const cached = this.navigation.get(site);
    if (cached && cached.expires > Date.now()) return cached.items;
    const tree = await this.getJson<unknown>(API_ROUTES.navigationTree.path, { site });
    if (!Array.isArray(tree)) throw new UpstreamError('Navigation der api ist keine Liste');
    const items = visibleNavigation(tree as NavigationItem[]);
    this.navigation.set(site, { items, expires: Date.now() + this.options.navigationCacheMs });
    return items;
  }

  async nextOnlineSeminars(pageSize: number): Promise<SeminarListItem[]> {
    const page = await this.getJson<Paginated<SeminarListItem>>(API_ROUTES.seminars.path, { format: 'online', pageSize });
    return Array.isArray(page?.items) ? page.items : [];
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
