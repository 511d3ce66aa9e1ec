import type { ComponentType } from 'react';
import { PAGE_ROUTES, SITES, sectionRoot, type RouteParams } from '@amb/shared-contracts';
import type { PageDefinition } from '@amb/remote-kit';
import { HomePage } from './features/home/HomePage';
import { RubricsPage } from './features/rubrics/RubricsPage';
import { SectionPage } from './features/sections/SectionPage';
import { RubricPage, SearchPage, SeminarsPage } from './features/seminars/SeminarListPage';

/** A page of the catalogue: its patterns, its German title (h1 and document title) and what renders it. */
export interface CataloguePage extends PageDefinition {
  component: ComponentType<{ title: string; params: RouteParams }>;
}

/** A route and everything below it (`/seminare/t/:theme/termine` is still the theme's page). */
const withSubPages = (pattern: string) => `${pattern}/*`;

/** First match wins: the hotel page before the locations below `/standorte`. */
export const PAGES: readonly CataloguePage[] = [
  { patterns: ['/'], title: SITES.main.label, component: HomePage },
  { patterns: [PAGE_ROUTES.seminarList.path], title: SITES.main.label, component: SeminarsPage },
  { patterns: [PAGE_ROUTES.rubricList.path], title: 'Rubriken', component: RubricsPage },
  { patterns: [PAGE_ROUTES.rubric.path], title: SITES.main.label, component: RubricPage },
  { patterns: [PAGE_ROUTES.search.path], title: 'Suche', component: SearchPage },
  { patterns: [withSubPages(PAGE_ROUTES.themeDetail.path)], title: 'Seminardetails', component: SectionPage },
  { patterns: [PAGE_ROUTES.eventList.path], title: 'Veranstaltungen', component: SectionPage },
  { patterns: [PAGE_ROUTES.eventDetail.path], title: 'Veranstaltung', component: SectionPage },
  { patterns: [PAGE_ROUTES.hotel.path], title: 'Hotel', component: SectionPage },
  { patterns: [withSubPages(sectionRoot(PAGE_ROUTES.location.path))], title: 'Standorte', component: SectionPage },
  { patterns: [PAGE_ROUTES.trainingPlan.path], title: 'Schulungsplan', component: SectionPage },
  { patterns: [PAGE_ROUTES.trainingPlanAdmin.path], title: 'Schulungsplan verwalten', component: SectionPage },
];
