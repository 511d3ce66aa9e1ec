import { configureStore, type Middleware, type Reducer } from '@reduxjs/toolkit';
import type { StoreExtra } from './baseQuery';

export interface RemoteStoreOptions<S> {
  /** The root reducer, e.g. `combineSlices(cartApi, participantsSlice)`. */
  reducer: Reducer<S>;
  /** Middleware of the remote's API slice(s). */
  middleware: Middleware[];
  /** State the server rendered with (hydration) or a test starts from. */
  preloadedState?: Partial<S>;
  extra?: StoreExtra;
}

/** The store of one remote: its own reducers, the default middleware, `extra` for its queries. */
export function createRemoteStore<S>({ reducer, middleware, preloadedState, extra = {} }: RemoteStoreOptions<S>) {
  return configureStore({
    reducer,
    preloadedState: preloadedState as S | undefined,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(middleware),
  });
}
