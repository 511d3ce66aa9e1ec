import { combineSlices } from '@reduxjs/toolkit';
import { createRemoteStore } from '@amb/remote-kit';
import { cartApi } from './api';

const reducer = combineSlices(cartApi);

export type RootState = ReturnType<typeof reducer>;

export const makeStore = (preloadedState?: Partial<RootState>) =>
  createRemoteStore({ reducer, middleware: [cartApi.middleware], preloadedState });

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
