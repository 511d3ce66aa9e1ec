// Crawls a site with linkinator (pages reachable from `/`, within the site) and prints one JSON line: the links
// it found, with their status and the page they were found on. Run by e2e/src/links.e2e.test.ts (a child process:
// linkinator is an ES module).
//
// The content alone is hundreds of pages a site (articles, news, judgments, lexicon entries, topic pages with
// their next pages), all built by the same code from the same kind of data: the crawl follows at most
// PER_ROUTE addresses of each route of the route table (and of each query of it), so it stays a few seconds a
// site. Every other link (assets, the bff's own paths) is followed as before.
import { LinkChecker } from 'linkinator';
import sharedContracts from '@amb/shared-contracts';

const { routesOf } = sharedContracts;
const PER_ROUTE = 6;

const [origin] = process.argv.slice(2);
if (!origin) {
  console.error('Aufruf: node linkCheck.mjs <origin>');
  process.exit(2);
}

const seen = new Map();
/** True for the (PER_ROUTE + 1)th and later address of one route pattern (with or without a query). */
function beyondSample(link) {
  const url = new URL(link);
  const route = routesOf(url.pathname)[0];
  if (!route) return false;
  const family = `${route.name}${url.search ? '?' : ''}`;
  const addresses = seen.get(family) ?? new Set();
  seen.set(family, addresses);
  if (addresses.has(link)) return false;
  if (addresses.size >= PER_ROUTE) return true;
  addresses.add(link);
  return false;
}

const checker = new LinkChecker();
const result = await checker.check({
  path: `${origin}/`,
  recurse: true,
  concurrency: 4,
  timeout: 20_000,
  // Only this site: other origins (the other sites, social networks) are not crawled here.
  linksToSkip: async (link) => !link.startsWith(origin) || beyondSample(link),
});
const links = result.links.map(({ url, status, state, parent }) => ({ url, status, state, parent }));
process.stdout.write(`${JSON.stringify(links)}\n`);
