// Lighthouse (mobile, simulated throttling) on a page of the running system, as numbers: Lighthouse on this 2-core
// machine is noisy, so `npm run bench` takes the median of several runs (figures.mjs): 3, or BENCH_LIGHTHOUSE_RUNS.
export const LIGHTHOUSE_RUNS = Math.max(1, Number.parseInt(process.env.BENCH_LIGHTHOUSE_RUNS ?? '', 10) || 3);

/** One run: score 0–100, FCP, LCP and TBT in ms, CLS, and the CPU benchmark index Lighthouse measured. */
export async function lighthouseRun(browser, url) {
  const { default: lighthouse } = await import('lighthouse');
  const port = Number(new URL(browser.wsEndpoint()).port);
  let result;
  // Lighthouse's first run against a cold Chromium sometimes ends in a runtime error (no LCP seen).
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result.lhr.runtimeError) break;
    console.log(`  (Lighthouse-Lauf ${attempt} für ${url}: ${result.lhr.runtimeError.code}, neuer Versuch)`);
  }
  const { audits, categories, environment } = result.lhr;
  if (process.env.BENCH_DETAIL) printLongTasks(url, audits['long-tasks']);
  return {
    score: (categories.performance.score ?? NaN) * 100,
    fcpMs: audits['first-contentful-paint'].numericValue ?? NaN,
    lcpMs: audits['largest-contentful-paint'].numericValue ?? NaN,
    tbtMs: audits['total-blocking-time'].numericValue ?? NaN,
    cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
    benchmarkIndex: environment.benchmarkIndex ?? NaN,
  };
}

/** BENCH_DETAIL: the run's long tasks (simulated duration, the script they are attributed to), longest first. */
function printLongTasks(url, audit) {
  const items = [...(audit?.details?.items ?? [])].sort((a, b) => b.duration - a.duration).slice(0, 8);
  const where = (item) => {
    try {
      return new URL(item.url).pathname.split('/').slice(-2).join('/');
    } catch {
      return item.url || 'ohne Zuordnung';
    }
  };
  console.log(
    `    lange Aufgaben ${url}: ${items.map((item) => `${Math.round(item.duration)} ms ${where(item)}`).join(', ') || 'keine'}`,
  );
}
