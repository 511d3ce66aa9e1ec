import { PAGE_META } from '@amb/shared-contracts/core';
import { matchPage } from '@amb/remote-kit';
import { json, mockFetch, testPageTable } from '@amb/remote-kit/testing';
import { App } from './App';
import { REMOTE } from './lifecycles';
import { PAGES } from './pages';
import { makeStore } from './store';
import { OPTION_ANSWERS, page } from './testing/fixtures';

// Every page of the table fetches on mount: the rubrics and an empty list answer it.
beforeEach(() => {
  mockFetch({
    ...OPTION_ANSWERS,
    '/api/get-seminars': () => json(page([])),
    '/recommendations/themes': () => json([]),
  });
});

describe('PAGES', () => {
  it('takes the rubric from the path and ignores a trailing slash', () => {
    expect(matchPage(PAGES, '/seminare/r/arbeitsrecht')?.params).toEqual({ rubric: 'arbeitsrecht' });
    expect(matchPage(PAGES, '/seminare/')?.page.title).toBe(PAGE_META.seminarList.title);
  });

  it('describes every page with its PAGE_META description', () => {
    expect(PAGES.map((entry) => entry.description)).toEqual(
      [
        'home',
        'seminarList',
        'rubricList',
        'rubric',
        'search',
        'eventDetail',
        'eventList',
        'locationList',
        'location',
        'hotel',
        'themeDetail',
        'themeEvents',
        'themeStarterPackage',
        'themeExperience',
        'themeInhouse',
        'trainingPlan',
        'trainingPlanAdmin',
      ].map((name) => PAGE_META[name as keyof typeof PAGE_META].description),
    );
  });
});

testPageTable(REMOTE, { App, makeStore, pages: PAGES, pathWithoutPage: '/seminare/unbekannt' });
