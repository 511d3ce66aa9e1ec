import { CompressedBody } from '../src/http/compressedBody';
import { DocumentCache, STALE_MS, fingerprintOf, type SharedDocument } from '../src/rendering/documentCache';

/** A shared document of `html` (its fingerprint as the real one), kept unless `keep` says no. */
function documentOf(html: string, { keep = true, tags = ['amb:doc', 'amb:seminarList'] } = {}): SharedDocument {
  return {
    kind: 'document',
    status: 200,
    body: new CompressedBody(Buffer.from(html)),
    template: null,
    fingerprint: fingerprintOf(html),
    tags,
    keep,
  };
}

const KEY = { stamp: '1:nav:{}', site: 'main' as const, url: '/seminare' };
const FRESH_MS = 5_000;

describe('the shared documents', () => {
  let now = 0;
  let cache: DocumentCache;
  let renders: number;
  let html: string;
  let keep: boolean;
  const render = () => {
    renders += 1;
    return Promise.resolve(documentOf(html, { keep }));
  };
  beforeEach(() => {
    now = 1_000_000;
    cache = new DocumentCache(FRESH_MS, () => now);
    renders = 0;
    html = '<main>Seminare</main>';
    keep = true;
  });
  const flush = () => new Promise((resolve) => setImmediate(resolve));

  it('renders a page once for concurrent requests and while it is fresh; each address, stamp and site its own', async () => {
    const [a, b] = await Promise.all([cache.get(KEY, render), cache.get(KEY, render)]);
    expect(a).toBe(b);
    now += FRESH_MS - 1;
    expect(await cache.get(KEY, render)).toBe(a);
    expect(renders).toBe(1);
    await cache.get({ ...KEY, url: '/seminare?seite=2' }, render);
    await cache.get({ ...KEY, stamp: '2:nav:{}' }, render);
    await cache.get({ ...KEY, site: 'newer' }, render);
    expect(renders).toBe(4);
  });

  it('sends the kept page once it is stale while one render runs; unchanged content keeps its bytes and tag', async () => {
    html = '<main>Seminare</main><script>{"requestId":"abc","startedTimeStamp":1,"fulfilledTimeStamp":3}</script>';
    const first = await cache.get(KEY, render);
    now += FRESH_MS + 1;
    // The RTK Query bookkeeping of the embedded state differs per render; the content does not.
    html = '<main>Seminare</main><script>{"requestId":"xyz","startedTimeStamp":2,"fulfilledTimeStamp":4}</script>';
    expect(await cache.get(KEY, render)).toBe(first);
    expect(await cache.get(KEY, render)).toBe(first);
    await flush();
    expect(renders).toBe(2);
    // Fresh again, and still the first document's bytes (its tag revalidates to 304 in a CDN).
    now += 1;
    expect(await cache.get(KEY, render)).toBe(first);
    expect(renders).toBe(2);
  });

  it('takes changed content from the background render', async () => {
    const first = await cache.get(KEY, render);
    now += FRESH_MS + 1;
    html = '<main>Seminare, ausgebucht</main>';
    expect(await cache.get(KEY, render)).toBe(first);
    await flush();
    const second = await cache.get(KEY, render);
    expect(second).not.toBe(first);
    expect(second.kind === 'document' && second.body.identity.toString()).toBe(html);
  });

  it('waits for a new render when the kept page is too old to be sent', async () => {
    const first = await cache.get(KEY, render);
    now += FRESH_MS + STALE_MS + 1;
    html = '<main>neu</main>';
    const next = await cache.get(KEY, render);
    expect(next).not.toBe(first);
    expect(renders).toBe(2);
  });

  it('keeps no fallback: the next request renders again; a stale page is not replaced by one', async () => {
    keep = false;
    await cache.get(KEY, render);
    await cache.get(KEY, render);
    expect(renders).toBe(2);
    keep = true;
    const good = await cache.get(KEY, render);
    now += FRESH_MS + 1;
    keep = false;
    html = '<main>Fallback</main>';
    expect(await cache.get(KEY, render)).toBe(good);
    await flush();
    expect(await cache.get(KEY, render)).toBe(good);
  });

  it('purges exactly the documents naming a tag, at once', async () => {
    const law = { ...KEY, url: '/gesetze/betrvg' };
    const lawRender = () => {
      renders += 1;
      return Promise.resolve(documentOf('<main>BetrVG</main>', { tags: ['amb:doc', 'amb:law', 'amb:law:betrvg'] }));
    };
    await cache.get(KEY, render);
    await cache.get(law, lawRender);
    expect(cache.purge(['amb:law:betrvg'])).toBe(1);
    await cache.get(KEY, render);
    await cache.get(law, lawRender);
    expect(renders).toBe(3);
    expect(cache.purge(['amb:doc'])).toBe(2);
  });

  it('does not keep a render that a purge overtook: it may show what the purge removed', async () => {
    let finish: (document: SharedDocument) => void = () => undefined;
    const slow = () => new Promise<SharedDocument>((resolve) => (finish = resolve));
    const pending = cache.get(KEY, slow);
    cache.purge(['amb:seminarList']);
    finish(documentOf('<main>alt</main>'));
    await pending;
    await cache.get(KEY, render);
    expect(renders).toBe(1);
  });

  it('renders every time with SSR_CACHE_MS=0', async () => {
    const off = new DocumentCache(0, () => now);
    await off.get(KEY, render);
    await off.get(KEY, render);
    expect(renders).toBe(2);
  });
});
