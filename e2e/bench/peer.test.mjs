import { peerOrigin, peerTable } from './peer.mjs';

const lighthouse = (tbtMs, fcpMs, lcpMs, cls) => ({ tbtMs, fcpMs, lcpMs, cls });

describe('peerOrigin', () => {
  it('is PEER_URL without a trailing slash, and null without one (no peer measured)', () => {
    expect(peerOrigin({ PEER_URL: 'http://localhost:9124/' })).toBe('http://localhost:9124');
    expect(peerOrigin({ PEER_URL: '  ' })).toBeNull();
    expect(peerOrigin({})).toBeNull();
  });
});

describe('peerTable', () => {
  const peer = {
    'peer-home': { js: { gzip: 134 * 1024 }, lighthouse: lighthouse(100, 1800, 3600, 0.2) },
    'peer-product': { lighthouse: lighthouse(80, 2400, 3900, 0.22) },
  };

  it('gives ours, the peer home and the ratio per figure, judged by the issue: JS ≤ 150 KB, TBT ≤ peer, the rest better', () => {
    const ours = [
      { label: '/', federated: { js: { gzip: 140 * 1024 }, lighthouse: lighthouse(90, 1300, 1700, 0) } },
      { label: '/seminare', federated: { js: { gzip: 210 * 1024 }, lighthouse: lighthouse(300, 1900, 2000, 0) } },
    ];
    const lines = peerTable(ours, peer);
    const row = (label, name) => lines.find((line) => line.startsWith(`  ${label.padEnd(16)}${name}`));
    expect(row('/', 'JS gzip')).toMatch(/140\.0 KB\s+134\.0 KB\s+1\.04\s+\(Ziel erreicht\)/);
    expect(row('/', 'TBT')).toMatch(/90 ms\s+100 ms\s+0\.90\s+\(Ziel erreicht\)/);
    expect(row('/seminare', 'JS gzip')).toContain('(Ziel verfehlt)');
    expect(row('/seminare', 'TBT')).toContain('(Ziel verfehlt)');
    // FCP must stay better than the peer's: 1.9 s against 1.8 s is not.
    expect(row('/seminare', 'FCP')).toContain('(Ziel verfehlt)');
    expect(row('/', 'CLS')).toContain('(Ziel erreicht)');
    expect(lines.at(-1)).toBe('  Peer Produkt: TBT 80 ms, FCP 2.40 s, LCP 3.90 s, CLS 0.220');
  });

  it('leaves out figures neither side has (a run of only some parts)', () => {
    const lines = peerTable([{ label: '/', federated: { js: { gzip: 1024 } } }], {
      'peer-home': { js: { gzip: 2048 } },
    });
    expect(lines).toHaveLength(2);
  });
});
