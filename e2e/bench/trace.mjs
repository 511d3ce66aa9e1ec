// The trace part of `npm run bench`: a Chromium performance trace of a page load (CPU throttled 4× like
// Lighthouse mobile) and its long tasks (> 50 ms) on the page's main thread, each attributed to the script
// whose evaluation or calls took most of it. Work no script is named for (style, layout, parsing HTML,
// garbage collection, the federation runtime's microtasks) counts as "ohne Skript". Each page is traced
// `runs` times (a fresh page each); the table gives the median of each figure, since on a shared machine one
// load varies by a factor of two.
export const TRACE = {
  cpuThrottling: 4,
  longTaskMs: 50,
  settleMs: 1500,
  runs: Number(process.env.BENCH_TRACE_RUNS ?? 3),
};

const CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'blink.user_timing',
];

/** The renderer main thread of the page the trace loaded (the one with the most top-level task time). */
function mainThreadOf(events) {
  const names = new Map();
  for (const e of events)
    if (e.name === 'thread_name' && e.args?.name === 'CrRendererMain') names.set(`${e.pid}:${e.tid}`, 0);
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && e.ph === 'X' && names.has(key)) names.set(key, names.get(key) + (e.dur ?? 0));
  }
  return [...names].sort((a, b) => b[1] - a[1])[0]?.[0];
}

function scriptOf(event) {
  const data = event.args?.data ?? event.args?.beginData;
  return data?.url || data?.scriptName || undefined;
}

/** Long tasks of the main thread with the script that took most of each (milliseconds). */
export function longTasksOf(traceEvents, longTaskMs = TRACE.longTaskMs) {
  const main = mainThreadOf(traceEvents);
  const onMain = traceEvents.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && typeof e.dur === 'number');
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur / 1000 > longTaskMs);
  return tasks.map((task) => {
    const end = task.ts + task.dur;
    const byScript = new Map();
    // Top-level script work inside the task: evaluations and calls named for a script, outermost only.
    const inner = onMain
      .filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end && scriptOf(e))
      .sort((a, b) => a.ts - b.ts);
    let coveredUntil = -1;
    for (const e of inner) {
      if (e.ts < coveredUntil) continue;
      coveredUntil = e.ts + e.dur;
      const script = scriptOf(e);
      byScript.set(script, (byScript.get(script) ?? 0) + e.dur);
    }
    const attributed = [...byScript].sort((a, b) => b[1] - a[1])[0];
    const attributedUs = [...byScript.values()].reduce((sum, us) => sum + us, 0);
    return {
      startMs: task.ts / 1000,
      durationMs: task.dur / 1000,
      script: attributed && attributed[1] * 2 >= task.dur - attributedUs ? attributed[0] : undefined,
    };
  });
}

export function summariseLongTasks(tasks, longTaskMs = TRACE.longTaskMs) {
  return {
    count: tasks.length,
    largestMs: Math.max(0, ...tasks.map((t) => t.durationMs)),
    sumMs: tasks.reduce((sum, t) => sum + t.durationMs, 0),
    blockingMs: tasks.reduce((sum, t) => sum + t.durationMs - longTaskMs, 0),
  };
}

/** Loads `url` in a fresh page with the CPU throttled, traced; returns its long tasks. */
export async function traceRun(browser, url) {
  const page = await browser.newPage();
  try {
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await page.emulateCPUThrottling(TRACE.cpuThrottling);
    await page.tracing.start({ categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'networkidle0' });
    await new Promise((resolve) => setTimeout(resolve, TRACE.settleMs));
    const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
    return longTasksOf(trace.traceEvents);
  } finally {
    await page.close();
  }
}

/** `TRACE.runs` traced loads of `url`: the long tasks of each. */
export async function traceRuns(browser, url) {
  const runs = [];
  for (let run = 0; run < TRACE.runs; run += 1) runs.push(await traceRun(browser, url));
  return runs;
}

const fileOf = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '') : 'ohne Skript');

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median of each figure over the runs. */
export function medianSummary(runs) {
  const summaries = runs.map((tasks) => summariseLongTasks(tasks));
  return Object.fromEntries(
    ['count', 'largestMs', 'sumMs', 'blockingMs'].map((key) => [key, median(summaries.map((s) => s[key]))]),
  );
}

export function reportTrace(pathname, runs) {
  const s = medianSummary(runs);
  console.log(
    `  ${pathname.padEnd(10)} lange Tasks ${String(s.count).padStart(4)}  größter ${s.largestMs.toFixed(0).padStart(4)} ms` +
      `  Summe ${s.sumMs.toFixed(0).padStart(5)} ms  blockierend ${s.blockingMs.toFixed(0).padStart(5)} ms`,
  );
  if (process.env.BENCH_TRACE_DETAIL)
    runs.forEach((tasks, run) => {
      console.log(`    Lauf ${run + 1}:`);
      for (const t of tasks) console.log(`      ${t.durationMs.toFixed(0).padStart(4)} ms  ${fileOf(t.script)}`);
    });
}
