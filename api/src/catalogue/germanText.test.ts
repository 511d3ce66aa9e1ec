import { matchRanges, searchTerms, stemsOf, tokenize } from './germanText';
import { fullTextQuery } from './searchQuery';

describe('germanText', () => {
  it('stems German words as PostgreSQL’s german configuration does (Snowball, umlauts folded)', () => {
    expect(stemsOf('Kündigung Kündigungen Betriebsrat Betriebsräte Betriebsrats')).toBe(
      'kundig kundig betriebsrat betriebsrat betriebsrat',
    );
    expect(stemsOf('Die Straße und der Müggelsee')).toBe('strass muggelse');
  });

  it('keeps offsets of the original text', () => {
    expect(tokenize('Rhetorik für Betriebsräte').map((t) => [t.start, t.end, t.word])).toEqual([
      [0, 8, 'rhetorik'],
      [9, 12, 'fur'],
      [13, 25, 'betriebsrate'],
    ]);
  });

  it('builds terms: complete words by stem without stop words, the last word as a prefix', () => {
    expect(searchTerms('die Kündigungen des Betriebsra')).toEqual({
      stems: ['kundig'],
      prefix: { stem: 'betriebsra', word: 'betriebsra' },
    });
    expect(searchTerms('Kündigung und')).toEqual({ stems: ['kundig'], prefix: null });
    expect(searchTerms('§ %')).toEqual({ stems: [], prefix: null });
  });

  it('writes the same terms for FTS5 and tsquery, quoted', () => {
    expect(fullTextQuery(searchTerms('Kündigungen Mitbestimmu'))).toEqual({
      fts5: '"kundig" AND "mitbestimmu"*',
      tsquery: "'kundig' & 'mitbestimmu':*",
    });
    expect(fullTextQuery(searchTerms('Betriebsräte'))).toEqual({
      fts5: '("betriebsrat"* OR "betriebsrate"*)',
      tsquery: "('betriebsrat':* | 'betriebsrate':*)",
    });
  });

  it('marks the words the terms match: complete words by stem, the last one as a prefix', () => {
    const text = 'Kündigung und Kündigungsschutz im Betrieb';
    const marked = (q: string) => matchRanges(text, searchTerms(q)).map((r) => text.slice(r.start, r.end));
    expect(marked('Kündigungen Betr')).toEqual(['Kündigung', 'Betrieb']);
    expect(marked('Betrieb Kündigung')).toEqual(['Kündigung', 'Kündigungsschutz', 'Betrieb']);
  });
});
