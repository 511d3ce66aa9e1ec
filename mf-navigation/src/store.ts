import { combineSlices } from '@reduxjs/toolkit';
import { createRemoteStore } from '@amb/remote-kit';
import { navigationApi } from './api';

const reducer = combineSlices(navigationApi);

export type RootState = ReturnType<typeof reducer>;

export const makeStore = (preloadedState?: Partial<RootState>) =>
  createRemoteStore({ reducer, middleware: [navigationApi.middleware], preloadedState });

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
