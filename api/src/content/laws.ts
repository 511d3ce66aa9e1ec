/** A law page's data (issue 13): the law, its structure, every paragraph and what cites it. */
import {
  isLawSlug,
  LAW_EDIT_MESSAGES,
  type LawCitingPage,
  type LawHeading,
  type LawResponse,
} from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { notFound } from '../http/errors';
import { findLawRow, lawHeadingRows, lawParagraphRows } from '../repositories/laws';
import { citationsOfLaw } from './citations';

/** Absätze stored as JSON; anything but a list of texts is none (never shown raw). */
export function parseAbsaetze(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

const headingLevel = (level: number): LawHeading['level'] => (level <= 1 ? 1 : level >= 3 ? 3 : 2);

/** The pages citing each paragraph: one entry per page, its cited details joined ("Abs. 1 Nr. 6; Abs. 2"). */
async function citingPages(db: Db, law: Parameters<typeof citationsOfLaw>[1]) {
  const byParagraph = new Map<string, Map<string, LawCitingPage>>();
  for (const { paragraph, detail, source } of await citationsOfLaw(db, law)) {
    const pages = byParagraph.get(paragraph) ?? new Map<string, LawCitingPage>();
    byParagraph.set(paragraph, pages);
    const key = `${source.kind}\u0000${source.key}`;
    const page = pages.get(key);
    if (!page) pages.set(key, { kind: source.kind, title: source.title, path: source.path, detail });
    else if (detail && !page.detail.split('; ').includes(detail))
      page.detail = page.detail ? `${page.detail}; ${detail}` : detail;
  }
  return byParagraph;
}

export async function lawPage(db: Db, slug: string): Promise<LawResponse> {
  const law = isLawSlug(slug) ? await findLawRow(db, slug) : undefined;
  if (!law || !isLawSlug(slug)) throw notFound(LAW_EDIT_MESSAGES.lawUnknown);
  const [headings, paragraphs, citing] = await Promise.all([
    lawHeadingRows(db, slug),
    lawParagraphRows(db, slug),
    citingPages(db, slug),
  ]);
  return {
    slug,
    short: law.short,
    title: law.title,
    headings: headings.map((heading) => ({
      level: headingLevel(heading.level),
      label: heading.label,
      title: heading.title,
      paragraphs: paragraphs.filter((p) => p.headingPosition === heading.position).map((p) => p.number),
    })),
    paragraphs: paragraphs.map((paragraph) => ({
      number: paragraph.number,
      title: paragraph.title,
      summary: paragraph.summary,
      absaetze: parseAbsaetze(paragraph.absaetze),
      citedBy: [...(citing.get(paragraph.number)?.values() ?? [])],
    })),
  };
}
