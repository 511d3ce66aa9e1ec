import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { cartApi } from './api';

const rootReducer = combineReducers({ [cartApi.reducerPath]: cartApi.reducer });

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(cartApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
