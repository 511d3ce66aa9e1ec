import { combineSlices } from '@reduxjs/toolkit';
import { createRemoteStore, type StoreExtra } from '@amb/remote-kit';
import { conferencesApi } from './api';

const reducer = combineSlices(conferencesApi);

export type RootState = ReturnType<typeof reducer>;

/** `extra`: the api's address and fetch when rendering on the server. */
export const makeStore = (preloadedState?: Partial<RootState>, extra?: StoreExtra) =>
  createRemoteStore({ reducer, middleware: [conferencesApi.middleware], preloadedState, extra });

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
