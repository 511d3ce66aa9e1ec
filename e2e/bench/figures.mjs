// Pure helpers of `npm run bench`'s side-by-side figures (figures.test.mjs): medians of repeated Lighthouse runs and
// the price of federation, federated / single bundle.

/** The median of numbers (the mean of the middle two for an even count); NaN for none. */
export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Each figure of several runs of one page (`{ score, lcpMs, tbtMs, cls, … }`) as its median over the runs. */
export function medianRun(runs) {
  const keys = Object.keys(runs[0] ?? {});
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
}

/** federated / single; null when a side is missing or the single bundle's figure is 0 (no ratio to speak of). */
export function ratio(federated, single) {
  if (!Number.isFinite(federated) || !Number.isFinite(single) || single === 0) return null;
  return federated / single;
}

export const FEDERATION_GOAL = 1.15;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;
const seconds = (value) => `${(value / 1000).toFixed(1)} s`;
const verdict = (value) =>
  value === null ? '–' : `${value.toFixed(2)} ${value <= FEDERATION_GOAL ? '(Ziel erreicht)' : '(über dem Ziel)'}`;

/**
 * The lines of the side-by-side table. `pages`: `{ label, federated, single? }`, each side
 * `{ js?: { gzip, files }, lighthouse?: { score, lcpMs, tbtMs, cls } }` (a part the run left out shows as –);
 * a page without `single` gets no such row.
 */
export function priceTable(pages) {
  const header =
    `  ${'Seite'.padEnd(16)}${'Variante'.padEnd(13)}${'JS gzip'.padStart(10)}${'Dateien'.padStart(9)}` +
    `${'Score'.padStart(7)}${'LCP'.padStart(8)}${'TBT'.padStart(9)}${'CLS'.padStart(7)}`;
  const lines = [header];
  const cells = (side) => {
    const { js, lighthouse: lh } = side;
    return [
      [js ? kb(js.gzip) : '–', 10],
      [js ? String(js.files) : '–', 9],
      [lh ? String(Math.round(lh.score)) : '–', 7],
      [lh ? seconds(lh.lcpMs) : '–', 8],
      [lh ? ms(lh.tbtMs) : '–', 9],
      [lh ? lh.cls.toFixed(3) : '–', 7],
    ]
      .map(([text, width]) => text.padStart(width))
      .join('');
  };
  for (const page of pages) {
    lines.push(`  ${page.label.padEnd(16)}${'föderiert'.padEnd(13)}${cells(page.federated)}`);
    if (!page.single) continue;
    lines.push(`  ${''.padEnd(16)}${'ein Bundle'.padEnd(13)}${cells(page.single)}`);
    const { federated: fed, single } = page;
    const ratios = [
      fed.js && single.js ? `JS gzip ${verdict(ratio(fed.js.gzip, single.js.gzip))}` : null,
      fed.lighthouse && single.lighthouse
        ? `TBT ${verdict(ratio(fed.lighthouse.tbtMs, single.lighthouse.tbtMs))}`
        : null,
    ].filter(Boolean);
    if (ratios.length > 0) lines.push(`  ${''.padEnd(16)}${'föd./Bundle'.padEnd(13)}${ratios.join(', ')}`);
  }
  return lines;
}
