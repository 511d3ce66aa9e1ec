import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { navigationApi } from './api';

const rootReducer = combineReducers({ [navigationApi.reducerPath]: navigationApi.reducer });

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(navigationApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
