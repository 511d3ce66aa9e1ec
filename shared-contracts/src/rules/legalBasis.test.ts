import { DEFAULT_LEGAL_BASIS, LEGAL_BASES, LEGAL_BASIS_KEYS, isLegalBasis } from './legalBasis';

describe('legal bases', () => {
  it('lists § 37 Abs. 6 and Abs. 7 BetrVG and § 179 Abs. 4 SGB IX, each with a sentence citing it', () => {
    expect(LEGAL_BASIS_KEYS.map((key) => LEGAL_BASES[key].label)).toEqual([
      '§ 37 Abs. 6 BetrVG',
      '§ 37 Abs. 7 BetrVG',
      '§ 179 Abs. 4 SGB IX',
    ]);
    expect(LEGAL_BASES.br37Abs6.sentence).toContain('§ 37 Abs. 6 BetrVG');
    expect(LEGAL_BASES.br37Abs7.sentence).toContain('§ 37 Abs. 7 BetrVG');
    expect(LEGAL_BASES.sbv179Abs4.sentence).toContain('SGB IX');
  });

  it('defaults to § 37 Abs. 6 BetrVG and knows only its keys', () => {
    expect(LEGAL_BASES[DEFAULT_LEGAL_BASIS].label).toBe('§ 37 Abs. 6 BetrVG');
    expect(isLegalBasis('br37Abs7')).toBe(true);
    expect(isLegalBasis('§ 37 Abs. 7 BetrVG')).toBe(false);
    expect(isLegalBasis(undefined)).toBe(false);
  });
});
