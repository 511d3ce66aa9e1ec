/**
 * What a case-law address shows. `/rechtsprechung` is the overview (latest judgments and the topics);
 * `/rechtsprechung/br` and `/rechtsprechung/sbv` are the area's overview (its latest judgments and its topics);
 * `/rechtsprechung/{topic}` lists a topic across both areas, `/rechtsprechung/br/{topic}` within one. Whether a
 * topic exists (in that area) the api decides: it answers 404, and the page is the not-found page.
 */
import { PAGE_ROUTES, type RouteParams } from '@amb/shared-contracts/core';
import {
  CASE_LAW_LIST_MAX,
  caseLawAreaUrl,
  caseLawTopicUrl,
  caseLawTopicOf,
  isCaseLawArea,
  type CaseLawArea,
  type CaseLawTopic,
} from '@amb/shared-contracts/content';
import type { JudgmentListKey } from './caseLawApi';

/** The latest judgments an overview shows. */
export const OVERVIEW_LIMIT = 10;

export type CaseLawListRoute = 'worksCouncilCaseLaw' | 'caseLaw' | 'caseLawBr' | 'caseLawSbv';

export type CaseLawView =
  | { kind: 'overview' }
  | { kind: 'area'; area: CaseLawArea }
  /** `topic` is undefined for a slug that is no topic (the api's 404 follows). */
  | { kind: 'topic'; slug: string; topic?: CaseLawTopic; area?: CaseLawArea };

export function caseLawViewOf(route: CaseLawListRoute, params: RouteParams): CaseLawView {
  if (route === 'worksCouncilCaseLaw') return { kind: 'overview' };
  const slug = params.slug ?? '';
  if (route === 'caseLaw' && isCaseLawArea(slug)) return { kind: 'area', area: slug };
  const area: CaseLawArea | undefined = route === 'caseLawBr' ? 'br' : route === 'caseLawSbv' ? 'sbv' : undefined;
  const topic = caseLawTopicOf(slug);
  return { kind: 'topic', slug, topic: topic && (!area || topic.areas.includes(area)) ? topic : undefined, area };
}

/** The one list query of a view (the server prefetches it with the same arguments). */
export function listKeyOf(view: CaseLawView): JudgmentListKey {
  if (view.kind === 'overview') return { limit: OVERVIEW_LIMIT };
  if (view.kind === 'area') return { area: view.area, limit: OVERVIEW_LIMIT };
  return { area: view.area, topic: view.slug, limit: CASE_LAW_LIST_MAX };
}

const AREA_TITLES: Record<CaseLawArea, string> = {
  br: 'Rechtsprechung für Betriebsräte',
  sbv: 'Rechtsprechung für Schwerbehindertenvertretungen',
};

/** The h1 and document title of a view; `fallback` (the route's) for a slug that is no topic. */
export function caseLawTitleOf(view: CaseLawView, fallback: string): string {
  if (view.kind === 'overview') return 'Rechtsprechung';
  if (view.kind === 'area') return AREA_TITLES[view.area];
  return view.topic ? `${view.area ? AREA_TITLES[view.area] : 'Rechtsprechung'}: ${view.topic.label}` : fallback;
}

/** The meta description of a view. */
export function caseLawDescriptionOf(view: CaseLawView): string {
  if (view.kind === 'overview')
    return 'Aktuelle Entscheidungen von BAG, LAG, ArbG und BVerwG für Betriebsräte und Schwerbehindertenvertretungen, nach Themen geordnet.';
  if (view.kind === 'area')
    return `${AREA_TITLES[view.area]}: die neuesten Entscheidungen mit Leitsatz und alle Themen im Überblick.`;
  return `Entscheidungen zum Thema ${view.topic?.label ?? view.slug}${view.area ? ` für ${view.area === 'br' ? 'Betriebsräte' : 'Schwerbehindertenvertretungen'}` : ''}: Gericht, Datum, Aktenzeichen und Leitsatz, die neuesten zuerst.`;
}

/** A text cut at a word to at most `max` characters, with an ellipsis when cut. */
export function teaserOf(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** The canonical address of a view. */
export function caseLawPathOf(view: CaseLawView): string {
  if (view.kind === 'overview') return PAGE_ROUTES.worksCouncilCaseLaw.path;
  if (view.kind === 'area') return caseLawAreaUrl(view.area);
  return caseLawTopicUrl(view.slug, view.area);
}
