import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { conferencesApi } from './api';

const rootReducer = combineReducers({ [conferencesApi.reducerPath]: conferencesApi.reducer });

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(conferencesApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
