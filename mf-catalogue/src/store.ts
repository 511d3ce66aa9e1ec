import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { catalogueApi } from './api';

const rootReducer = combineReducers({ [catalogueApi.reducerPath]: catalogueApi.reducer });

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(catalogueApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
