// The trace part of `npm run bench`: a Chromium performance trace of a page load (CPU throttled 4× like
// Lighthouse mobile) and its long tasks (> 50 ms) on the page's main thread. Each task is attributed to the
// script whose code ran most in it, by the V8 CPU profiler's samples inside the task (module evaluation in a
// script's load event or in microtasks names no script in the trace events), with that script's share of the
// task's samples (the rest: parsing, compiling, style, layout, garbage collection, other scripts); without
// samples, to the script whose evaluation or calls the trace names. A task without script code: "ohne Skript".
// Each page is traced `runs` times (a fresh page each); the table gives the median of each figure, since on a
// shared machine one load varies by a factor of two.
import { median } from './figures.mjs';

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
  'disabled-by-default-v8.cpu_profiler',
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

/** CPU profiler samples of one thread: [{ ts, url }] with `url` '' for native work, idle and GC. */
function samplesOf(traceEvents, thread) {
  const profile = traceEvents.find((e) => e.name === 'Profile' && `${e.pid}:${e.tid}` === thread);
  if (!profile) return [];
  // The chunks come from the profiler's own thread: same process and profile id.
  const chunks = traceEvents.filter((e) => e.name === 'ProfileChunk' && e.pid === profile.pid && e.id === profile.id);
  const urls = new Map();
  const samples = [];
  let ts = profile.args.data.startTime;
  for (const chunk of chunks) {
    const { cpuProfile = {}, timeDeltas = [] } = chunk.args.data;
    for (const node of cpuProfile.nodes ?? []) urls.set(node.id, node.callFrame.url ?? '');
    (cpuProfile.samples ?? []).forEach((id, i) => {
      ts += timeDeltas[i] ?? 0;
      samples.push({ ts, url: urls.get(id) ?? '' });
    });
  }
  return samples;
}

/**
 * The script with the most samples in [start, end] and its share of the task's samples; `script` undefined
 * when no sample ran script code. Null without samples.
 */
function scriptBySamples(samples, start, end) {
  const inTask = samples.filter((sample) => sample.ts >= start && sample.ts <= end);
  if (inTask.length === 0) return null;
  const counts = new Map();
  for (const { url } of inTask) if (url) counts.set(url, (counts.get(url) ?? 0) + 1);
  const [top] = [...counts].sort((a, b) => b[1] - a[1]);
  return top ? { script: top[0], share: top[1] / inTask.length } : { script: undefined, share: 0 };
}

/** The script whose evaluations and calls (outermost trace events naming one) fill most of the task. */
function scriptByEvents(onMain, task) {
  const end = task.ts + task.dur;
  const byScript = new Map();
  const inner = onMain
    .filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end && scriptOf(e))
    .sort((a, b) => a.ts - b.ts);
  let coveredUntil = -1;
  for (const e of inner) {
    if (e.ts < coveredUntil) continue;
    coveredUntil = e.ts + e.dur;
    byScript.set(scriptOf(e), (byScript.get(scriptOf(e)) ?? 0) + e.dur);
  }
  const attributed = [...byScript].sort((a, b) => b[1] - a[1])[0];
  const attributedUs = [...byScript.values()].reduce((sum, us) => sum + us, 0);
  return attributed && attributed[1] * 2 >= task.dur - attributedUs ? attributed[0] : undefined;
}

/** Long tasks of the main thread with the script that took most of each (milliseconds). */
export function longTasksOf(traceEvents, longTaskMs = TRACE.longTaskMs) {
  const main = mainThreadOf(traceEvents);
  const onMain = traceEvents.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && typeof e.dur === 'number');
  const samples = samplesOf(traceEvents, main);
  return onMain
    .filter((e) => e.name === 'RunTask' && e.dur / 1000 > longTaskMs)
    .map((task) => {
      const bySamples = scriptBySamples(samples, task.ts, task.ts + task.dur);
      return {
        startMs: task.ts / 1000,
        durationMs: task.dur / 1000,
        ...(bySamples ?? { script: scriptByEvents(onMain, task), share: undefined }),
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
    `  ${pathname.padEnd(46)} lange Tasks ${String(s.count).padStart(4)}  größter ${s.largestMs.toFixed(0).padStart(4)} ms` +
      `  Summe ${s.sumMs.toFixed(0).padStart(5)} ms  blockierend ${s.blockingMs.toFixed(0).padStart(5)} ms`,
  );
  if (process.env.BENCH_TRACE_DETAIL)
    runs.forEach((tasks, run) => {
      console.log(`    Lauf ${run + 1}:`);
      for (const t of tasks) {
        const share = t.script && t.share !== undefined ? ` (${Math.round(t.share * 100)} % der Samples)` : '';
        console.log(`      ${t.durationMs.toFixed(0).padStart(4)} ms  ${fileOf(t.script)}${share}`);
      }
    });
}
