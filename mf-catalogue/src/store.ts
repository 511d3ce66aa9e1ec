import { combineSlices } from '@reduxjs/toolkit';
import { createRemoteStore } from '@amb/remote-kit';
import { catalogueApi } from './api';

const reducer = combineSlices(catalogueApi);

export type RootState = ReturnType<typeof reducer>;

export const makeStore = (preloadedState?: Partial<RootState>) =>
  createRemoteStore({ reducer, middleware: [catalogueApi.middleware], preloadedState });

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
