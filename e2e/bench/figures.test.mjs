import { median, medianRun, priceTable, ratio } from './figures.mjs';

describe('median', () => {
  it('takes the middle of an odd count and the mean of the middle two of an even one, in any order', () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it('is NaN without a number (a run that produced no figure does not count)', () => {
    expect(median([])).toBeNaN();
    expect(median([NaN, 5, NaN])).toBe(5);
  });
});

describe('medianRun', () => {
  it('gives each figure its own median over the runs', () => {
    const runs = [
      { score: 60, tbtMs: 1500, cls: 0.02 },
      { score: 55, tbtMs: 1900, cls: 0.01 },
      { score: 58, tbtMs: 1600, cls: 0.03 },
    ];
    expect(medianRun(runs)).toEqual({ score: 58, tbtMs: 1600, cls: 0.02 });
  });
});

describe('ratio', () => {
  it('is federated / single, and null when the single bundle has nothing to compare with', () => {
    expect(ratio(230, 200)).toBeCloseTo(1.15);
    expect(ratio(100, 0)).toBeNull();
    expect(ratio(NaN, 100)).toBeNull();
  });
});

describe('priceTable', () => {
  const side = (gzip, files, tbtMs) => ({
    js: { gzip, files },
    lighthouse: { score: 80, lcpMs: 2100, tbtMs, cls: 0.014 },
  });

  it('puts both variants of a page side by side with the ratios against the 1.15 goal', () => {
    const lines = priceTable([{ label: '/', federated: side(230 * 1024, 20, 300), single: side(200 * 1024, 7, 200) }]);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^ {2}\/ +föderiert +230\.0 KB +20 +80 +2\.1 s +300 ms +0\.014$/);
    expect(lines[2]).toMatch(/ein Bundle +200\.0 KB +7 /);
    expect(lines[3]).toContain('JS gzip 1.15 (Ziel erreicht), TBT 1.50 (über dem Ziel)');
  });

  it('shows a part the run left out as –, and no ratio for it', () => {
    const withoutLighthouse = (gzip) => ({ js: { gzip, files: 3 } });
    const lines = priceTable([{ label: '/', federated: withoutLighthouse(2048), single: withoutLighthouse(1024) }]);
    expect(lines[1]).toMatch(/2\.0 KB +3 +– +– +– +–$/);
    expect(lines[3]).toMatch(/JS gzip 2\.00 \(über dem Ziel\)$/);
  });

  it('leaves out the single-bundle rows of a page without them', () => {
    const lines = priceTable([{ label: 'Betriebsrat /', federated: side(100, 3, 0) }]);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('föderiert');
  });
});
