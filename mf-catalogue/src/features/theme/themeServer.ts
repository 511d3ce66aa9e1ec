import type { PageServerPart } from '@amb/remote-kit';
import type { AppDispatch, RootState } from '../../store';
import { themeApi } from './themeApi';
import { prefetchTheme, themeHead, themeRedirect } from './themeHead';
import { prefetchExperience } from './ThemeSubPages';

type Server = PageServerPart<RootState, AppDispatch>;

/** The theme's pages on the server: the theme, then what the section shows; a theme by id goes to its slug (301). */
export const themeDetailServer: Server = {
  prefetch: (dispatch, place) =>
    prefetchTheme(dispatch, place, ({ themeId }) => {
      void dispatch(themeApi.endpoints.getThemeDates.initiate(themeId));
      void dispatch(themeApi.endpoints.getRelatedTopics.initiate(themeId));
    }),
  head: themeHead('overview'),
  redirect: themeRedirect('overview'),
};

export const themeEventsServer: Server = {
  prefetch: (dispatch, place) =>
    prefetchTheme(dispatch, place, ({ themeId }) => dispatch(themeApi.endpoints.getThemeDates.initiate(themeId))),
  head: themeHead('dates'),
  redirect: themeRedirect('dates'),
};

export const themeStarterPackageServer: Server = {
  prefetch: (dispatch, place) =>
    prefetchTheme(dispatch, place, ({ themeId }) => dispatch(themeApi.endpoints.getStarterPackage.initiate(themeId))),
  head: themeHead('starter'),
  redirect: themeRedirect('starter'),
};

export const themeExperienceServer: Server = {
  prefetch: (dispatch, place) => prefetchTheme(dispatch, place, ({ themeId }) => prefetchExperience(dispatch, themeId)),
  head: themeHead('experience'),
  redirect: themeRedirect('experience'),
};

export const themeInhouseServer: Server = {
  prefetch: (dispatch, place) => prefetchTheme(dispatch, place, () => undefined),
  head: themeHead('inhouse'),
  redirect: themeRedirect('inhouse'),
};
