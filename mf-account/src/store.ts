import { combineSlices } from '@reduxjs/toolkit';
import { createRemoteStore } from '@amb/remote-kit';
import { accountApi } from './api';

const reducer = combineSlices(accountApi);

export type RootState = ReturnType<typeof reducer>;

export const makeStore = (preloadedState?: Partial<RootState>) =>
  createRemoteStore({ reducer, middleware: [accountApi.middleware], preloadedState });

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
