// Crawls a site with linkinator (every page reachable from `/`, within the site) and prints one JSON line:
// the links it found, with their status and the page they were found on. Run by e2e/src/links.e2e.test.ts
// (a child process: linkinator is an ES module).
import { LinkChecker } from 'linkinator';

const [origin] = process.argv.slice(2);
if (!origin) {
  console.error('Aufruf: node linkCheck.mjs <origin>');
  process.exit(2);
}

const checker = new LinkChecker();
const result = await checker.check({
  path: `${origin}/`,
  recurse: true,
  concurrency: 4,
  timeout: 20_000,
  // Only this site: other origins (the other sites, social networks) are not crawled here.
  linksToSkip: async (link) => !link.startsWith(origin),
});
const links = result.links.map(({ url, status, state, parent }) => ({ url, status, state, parent }));
process.stdout.write(`${JSON.stringify(links)}\n`);
