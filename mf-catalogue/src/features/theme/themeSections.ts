/** The theme's pages: the detail page and its sub-pages, by the suffix of their address. */
import type { ServedPageName, ThemeDetailResponse } from '@amb/shared-contracts/core';

export type ThemeSection = 'overview' | 'dates' | 'starter' | 'experience' | 'inhouse';

interface SectionInfo {
  /** Its route (PAGE_META has its title before the theme is known). */
  route: ServedPageName;
  /** After the theme's canonical address, e.g. '/termine'. */
  suffix: string;
  /** The tab's text. */
  label: string;
  /** The document title of the section for a theme. */
  title: (themeTitle: string) => string;
}

export const THEME_SECTIONS: Record<ThemeSection, SectionInfo> = {
  overview: { route: 'themeDetail', suffix: '', label: 'Überblick', title: (theme) => theme },
  dates: { route: 'themeEvents', suffix: '/termine', label: 'Termine', title: (theme) => `Termine: ${theme}` },
  starter: {
    route: 'themeStarterPackage',
    suffix: '/starterpaket',
    label: 'Starterpaket',
    title: (theme) => `Starterpaket: ${theme}`,
  },
  experience: {
    route: 'themeExperience',
    suffix: '/erlebnis',
    label: 'Seminar erleben',
    title: (theme) => `Seminar erleben: ${theme}`,
  },
  inhouse: {
    route: 'themeInhouse',
    suffix: '/inhouse',
    label: 'Inhouse',
    title: (theme) => `Inhouse-Seminar: ${theme}`,
  },
};

/** The tabs in their order. */
export const SECTION_ORDER: readonly ThemeSection[] = ['overview', 'dates', 'starter', 'experience', 'inhouse'];

/** The canonical path of a theme's section: by its slug. */
export function sectionPath(theme: Pick<ThemeDetailResponse, 'url'>, section: ThemeSection): string {
  return `${theme.url}${THEME_SECTIONS[section].suffix}`;
}
