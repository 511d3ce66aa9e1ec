import { BOOKMARK_KEY, isBookmarkKind, tagArticlesUrl, topicUrl } from './topics';

describe('topic addresses', () => {
  it.each([
    [topicUrl('arbeitszeit'), '/themen/arbeitszeit'],
    [topicUrl('arbeitszeit', null), '/themen/arbeitszeit'],
    [topicUrl('arbeitszeit', 'MjAyNS0wMS0wMV83'), '/themen/arbeitszeit?cursor=MjAyNS0wMS0wMV83'],
    [tagArticlesUrl('arbeitszeit'), '/tag/arbeitszeit/load-articles'],
    [tagArticlesUrl('arbeitszeit', 'abc-_'), '/tag/arbeitszeit/load-articles?cursor=abc-_'],
  ])('%s', (actual, expected) => expect(actual).toBe(expected));
});

describe('bookmark keys and kinds', () => {
  it.each([
    ['anhoerung-kuendigung', true],
    ['br/arbeitszeit', true],
    ['bag-1-abr-22-23', true],
    ['br/a/b', false],
    ['/x', false],
    ['Gross', false],
    ['a--b', false],
    ['', false],
  ])('%s -> %s', (key, valid) => expect(BOOKMARK_KEY.test(key)).toBe(valid));

  it('knows the five kinds', () => {
    expect(['article', 'news', 'interview', 'judgment', 'lexicon'].every(isBookmarkKind)).toBe(true);
    expect(isBookmarkKind('seminar')).toBe(false);
  });
});
