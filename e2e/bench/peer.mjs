// The peer in `npm run bench` (issue 24): the public Tractor Store 2.0 on single-spa + Module Federation, built and
// served outside the project (/work/shared/peer/README.md); `PEER_URL` names where (e.g. http://localhost:9124).
// Without it the bench measures no peer. Its pages are measured with the same Lighthouse settings in the same
// rounds as ours, so a busy machine slows both alike; the table gives ours / peer per figure.
import { median } from './figures.mjs';

/** The peer's pages: its home and a product page (its heaviest), as the README names them. */
export const PEER_PAGES = [
  { key: 'peer-home', label: 'Peer Start', path: '/' },
  { key: 'peer-product', label: 'Peer Produkt', path: '/product/CL-01' },
];

/** Our pages with the targets, each beside the peer's home (the lighter peer page, the stricter yardstick). */
export const OUR_TARGET_PAGES = ['/', '/seminare', 'Betriebsrat /'];

export function peerOrigin(env = process.env) {
  const url = env.PEER_URL?.trim();
  return url ? url.replace(/\/+$/, '') : null;
}

/** The first-load target for every public page (gzip, as the browser receives the scripts). */
export const FIRST_LOAD_TARGET_KB = 150;

/** Lighthouse's figures as the issue names them. */
const FIGURES = [
  ['JS gzip', (side) => side.js?.gzip, (v) => `${(v / 1024).toFixed(1)} KB`, 'lower'],
  ['TBT', (side) => side.lighthouse?.tbtMs, (v) => `${Math.round(v)} ms`, 'lower'],
  ['FCP', (side) => side.lighthouse?.fcpMs, (v) => `${(v / 1000).toFixed(2)} s`, 'lower'],
  ['LCP', (side) => side.lighthouse?.lcpMs, (v) => `${(v / 1000).toFixed(2)} s`, 'lower'],
  ['CLS', (side) => side.lighthouse?.cls, (v) => v.toFixed(3), 'lower'],
];

/**
 * The lines of the ours / peer table: per target page and figure ours, the peer's home, the ratio, and whether the
 * issue's target is met: JS ≤ 150 KB gzip, TBT at most the peer's, FCP, LCP and CLS better than the peer's.
 */
export function peerTable(ours, peer) {
  const lines = [
    `  ${'Seite'.padEnd(16)}${'Kennzahl'.padEnd(10)}${'unsere'.padStart(11)}${'Peer'.padStart(11)}${'unsere/Peer'.padStart(13)}`,
  ];
  const home = peer['peer-home'] ?? {};
  for (const page of ours) {
    for (const [name, pick, format] of FIGURES) {
      const mine = pick(page.federated);
      const theirs = pick(home);
      if (!Number.isFinite(mine) && !Number.isFinite(theirs)) continue;
      const ratioText =
        Number.isFinite(mine) && Number.isFinite(theirs) && theirs > 0 ? (mine / theirs).toFixed(2) : '–';
      let ok = null;
      if (name === 'JS gzip') ok = Number.isFinite(mine) ? mine <= FIRST_LOAD_TARGET_KB * 1024 : null;
      else if (Number.isFinite(mine) && Number.isFinite(theirs)) ok = name === 'TBT' ? mine <= theirs : mine < theirs;
      lines.push(
        `  ${page.label.padEnd(16)}${name.padEnd(10)}${(Number.isFinite(mine) ? format(mine) : '–').padStart(11)}` +
          `${(Number.isFinite(theirs) ? format(theirs) : '–').padStart(11)}${ratioText.padStart(13)}` +
          `${ok === null ? '' : ok ? '  (Ziel erreicht)' : '  (Ziel verfehlt)'}`,
      );
    }
  }
  const product = peer['peer-product'];
  if (product?.lighthouse) {
    const { tbtMs, fcpMs, lcpMs, cls } = product.lighthouse;
    lines.push(
      `  Peer Produkt: TBT ${Math.round(tbtMs)} ms, FCP ${(fcpMs / 1000).toFixed(2)} s, ` +
        `LCP ${(lcpMs / 1000).toFixed(2)} s, CLS ${cls.toFixed(3)}`,
    );
  }
  return lines;
}

/** The runs' TBTs of one page and variant, for the log line beside the medians. */
export function runsLine(label, variant, list) {
  const tbts = list.map((figures) => Math.round(figures.tbtMs)).join(', ');
  return `  ${label.padEnd(16)}${variant.padEnd(11)} TBT der Läufe: ${tbts} ms (Median ${Math.round(median(list.map((f) => f.tbtMs)))})`;
}
