import { contentUrl, isContentKind, readingMinutes, readingTimeText } from './content';

describe('content rules', () => {
  it('names the canonical page of each kind by its slug', () => {
    expect(contentUrl('article', 'mitbestimmung-bei-ki')).toBe('/fachartikel/mitbestimmung-bei-ki');
    expect(contentUrl('news', 'bag-urteil')).toBe('/news/bag-urteil');
    expect(contentUrl('interview', 'im-gespraech')).toBe('/br-magazin-interview/im-gespraech');
  });

  it.each([
    [0, 1],
    [1, 1],
    [200, 1],
    [201, 2],
    [1000, 5],
  ])('%i words take %i minutes', (words, minutes) => {
    expect(readingMinutes(words)).toBe(minutes);
  });

  it('labels the reading time in German and knows its kinds', () => {
    expect(readingTimeText(3)).toBe('3 Min. Lesezeit');
    expect(isContentKind('news')).toBe(true);
    expect(isContentKind('lexicon')).toBe(false);
  });
});
