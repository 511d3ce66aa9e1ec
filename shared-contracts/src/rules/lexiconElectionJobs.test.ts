import { APP_STORE_LINKS } from './appDownload';
import { ELECTION_NEWS_CATEGORIES, electionNewsCategoryOf, electionNewsCategoryUrl } from './electionNews';
import { jobUrl } from './jobs';
import { isLexiconAudience, lexiconEntryUrl, lexiconIndexUrl, lexiconLetterAnchor } from './lexiconPages';

describe('lexicon page rules', () => {
  it.each([
    ['br', true],
    ['sbv', true],
    ['jav', true],
    ['BR', false],
    ['', false],
    [undefined, false],
  ])('%s is an audience: %s', (value, expected) => {
    expect(isLexiconAudience(value)).toBe(expected);
  });

  it('builds the addresses of index, entry and letter', () => {
    expect(lexiconIndexUrl('sbv')).toBe('/betriebsratslexikon/sbv');
    expect(lexiconEntryUrl('jav', 'amtszeit-der-jav')).toBe('/betriebsratslexikon/jav/amtszeit-der-jav');
    expect(lexiconLetterAnchor('Ü')).toBe('buchstabe-ü');
    expect(lexiconLetterAnchor('K')).toBe('buchstabe-k');
  });
});

describe('election news rules', () => {
  it('knows its categories by slug only', () => {
    expect(ELECTION_NEWS_CATEGORIES.map((c) => c.slug)).toEqual([
      'wahlvorstand',
      'fristen',
      'vereinfachtes-wahlverfahren',
      'briefwahl',
      'anfechtung',
    ]);
    expect(electionNewsCategoryOf('fristen')?.name).toBe('Fristen und Termine');
    expect(electionNewsCategoryOf('Fristen')).toBeNull();
    expect(electionNewsCategoryOf('toString')).toBeNull();
    expect(electionNewsCategoryUrl('briefwahl')).toBe('/wahlseiten-news/kategorie/briefwahl');
  });
});

describe('job and app rules', () => {
  it('puts slug and id into the job address', () => {
    expect(jobUrl('referentin-arbeitsrecht', 101)).toBe('/jobs-karriere/offene-stellen/referentin-arbeitsrecht/101');
  });

  it('links no store with an invented address: each is an https address or not configured', () => {
    for (const link of APP_STORE_LINKS) expect(link.url === null || link.url.startsWith('https://')).toBe(true);
  });
});
