import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { contentApi } from './api';

const rootReducer = combineReducers({ [contentApi.reducerPath]: contentApi.reducer });

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(contentApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
