import { combineSlices } from '@reduxjs/toolkit';
import { createRemoteStore } from '@amb/remote-kit';
import { conferencesApi } from './api';

const reducer = combineSlices(conferencesApi);

export type RootState = ReturnType<typeof reducer>;

export const makeStore = (preloadedState?: Partial<RootState>) =>
  createRemoteStore({ reducer, middleware: [conferencesApi.middleware], preloadedState });

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
