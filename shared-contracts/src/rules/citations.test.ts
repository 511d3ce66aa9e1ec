import { citationLabel, findCitations, isLawSlug, lawParagraphAnchor, lawParagraphPath } from './citations';

const cited = (text: string) => findCitations(text).map((c) => `${c.law} ${c.paragraph} ${c.detail}`.trim());

describe('findCitations', () => {
  it('reads a paragraph with Absatz and Nummer', () => {
    expect(findCitations('Nach § 87 Abs. 1 Nr. 6 BetrVG bestimmt der Betriebsrat mit.')).toEqual([
      { law: 'betrvg', paragraph: '87', detail: 'Abs. 1 Nr. 6', text: '§ 87 Abs. 1 Nr. 6 BetrVG' },
    ]);
  });

  it('reads SGB IX in both spellings and paragraphs with a letter', () => {
    expect(cited('§ 178 Abs. 2 SGB IX, § 164 SGB 9 und § 28a BetrVG')).toEqual([
      'sgb-ix 178 Abs. 2',
      'sgb-ix 164',
      'betrvg 28a',
    ]);
  });

  it('reads lists, ranges and "ff."', () => {
    expect(cited('§§ 37, 38 BetrVG')).toEqual(['betrvg 37', 'betrvg 38']);
    expect(cited('§§ 99 bis 101 BetrVG')).toEqual(['betrvg 99', 'betrvg 100', 'betrvg 101']);
    expect(cited('§§ 111 ff. BetrVG')).toEqual(['betrvg 111']);
    expect(cited('§§ 60–62 BetrVG')).toEqual(['betrvg 60', 'betrvg 61', 'betrvg 62']);
  });

  it('reads "i. V. m." with a second Absatz of the same paragraph and with another paragraph', () => {
    expect(cited('§ 37 Abs. 6 i. V. m. Abs. 2 BetrVG')).toEqual(['betrvg 37 Abs. 6', 'betrvg 37 Abs. 2']);
    expect(cited('§ 40 Abs. 1 i.V.m. § 37 Abs. 6 BetrVG')).toEqual(['betrvg 40 Abs. 1', 'betrvg 37 Abs. 6']);
  });

  it('normalises the spelling of the details', () => {
    expect(cited('§ 87 Absatz 1 Nummer 6 BetrVG; § 87 I Nr. 6 BetrVG; § 102 Abs. 3 S. 1 BetrVG')).toEqual([
      'betrvg 87 Abs. 1 Nr. 6',
      'betrvg 102 Abs. 3 Satz 1',
    ]);
  });

  it('reads the law written out, non-breaking spaces and line breaks', () => {
    expect(cited('§\u00a080 Abs.\u00a02 des Betriebsverfassungsgesetzes')).toEqual(['betrvg 80 Abs. 2']);
    expect(cited('gemäß §\n37 Abs. 6\nBetrVG')).toEqual(['betrvg 37 Abs. 6']);
  });

  it('skips other laws and paragraphs without a law', () => {
    expect(cited('§ 626 BGB, § 3 ArbZG, § 15 KSchG, siehe § 5')).toEqual([]);
    expect(cited('§ 1 SGB IXa')).toEqual([]);
  });

  it('lists each citation once, in the order of first appearance', () => {
    expect(cited('§ 99 BetrVG … § 87 BetrVG … § 99 BetrVG')).toEqual(['betrvg 99', 'betrvg 87']);
  });

  it('does not read a range as wide as a law', () => {
    expect(cited('§§ 1 bis 132 BetrVG')).toEqual(['betrvg 1', 'betrvg 132']);
  });
});

describe('law paths', () => {
  it('links a paragraph to its anchor', () => {
    expect(lawParagraphAnchor('28A')).toBe('p28a');
    expect(lawParagraphPath('betrvg', '87')).toBe('/gesetze/betrvg#p87');
    expect(lawParagraphPath('sgb-ix', '178')).toBe('/gesetze/sgb-ix#p178');
  });

  it('labels a citation and knows the law slugs', () => {
    expect(citationLabel({ law: 'sgb-ix', paragraph: '178', detail: 'Abs. 2' })).toBe('§ 178 Abs. 2 SGB IX');
    expect(isLawSlug('betrvg')).toBe(true);
    expect(isLawSlug('bgb')).toBe(false);
    expect(isLawSlug('toString')).toBe(false);
  });
});
