import { CONTENT_SLUG, CONTENT_SLUG_MAX, findCitations } from '@amb/shared-contracts';
import { TAG_NAMES } from './catalogueData';
import { ALL_CONTENT_SEED } from './content';
import { CONTENT_SEED } from './contentData';
import { generateContentItems } from './contentGenerator';

const text = (item: (typeof ALL_CONTENT_SEED)[number]) =>
  [item.title, item.teaser, ...item.body.flatMap((block) => (block.type === 'list' ? block.items : [block.text]))].join(
    ' ',
  );

describe('the demo content', () => {
  it('has at least 80 articles and news and 10 interviews, the hand-written ones first', () => {
    const count = (kind: string) => ALL_CONTENT_SEED.filter((item) => item.kind === kind).length;
    expect(count('article') + count('news')).toBeGreaterThanOrEqual(80);
    expect(count('news')).toBeGreaterThanOrEqual(30);
    expect(count('interview')).toBeGreaterThanOrEqual(10);
    expect(ALL_CONTENT_SEED.slice(0, CONTENT_SEED.length)).toEqual(CONTENT_SEED);
  });

  it('is generated the same way every time', () => {
    expect(generateContentItems()).toEqual(generateContentItems());
  });

  it('gives every item a valid slug unique per kind, tags of the catalogue and (generated) a date in 2025 or 2026', () => {
    const keys = ALL_CONTENT_SEED.map((item) => `${item.kind}/${item.slug}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const item of ALL_CONTENT_SEED) {
      expect(item.slug).toMatch(CONTENT_SLUG);
      expect(item.slug.length).toBeLessThanOrEqual(CONTENT_SLUG_MAX);
      expect(item.tags.length).toBeGreaterThan(0);
      for (const tag of item.tags) expect(TAG_NAMES).toContain(tag);
    }
    for (const item of generateContentItems())
      expect(item.publishedOn >= '2025-01-01' && item.publishedOn <= '2026-11-26').toBe(true);
  });

  it('varies: no two generated items share a title or a body', () => {
    const generated = generateContentItems();
    expect(new Set(generated.map((item) => item.title)).size).toBe(generated.length);
    expect(new Set(generated.map((item) => JSON.stringify(item.body))).size).toBe(generated.length);
  });

  it('has no placeholder text and cites the law in every generated article and news item', () => {
    for (const item of generateContentItems()) {
      expect(text(item)).not.toMatch(/lorem|ipsum|TODO|\{\{|undefined/i);
      if (item.kind !== 'interview')
        // BetrVG or SGB IX, what the law pages list (ArbZG and ArbSchG are cited too, but not linked).
        expect(findCitations(text(item)).length).toBeGreaterThan(0);
    }
  });
});
