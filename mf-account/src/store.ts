import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { accountApi } from './api';

const rootReducer = combineReducers({ [accountApi.reducerPath]: accountApi.reducer });

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(accountApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
