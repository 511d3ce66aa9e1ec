// The Redux family as the remotes use it, shared as ONE Module Federation singleton (`@amb/redux`, index.js
// REDUX_FACADE): a shared module is never tree-shaken (any remote may use any export), so sharing Redux Toolkit,
// RTK Query, react-redux, immer and reselect whole loaded ~35 KB gzip where the exports below need ~25 KB. The
// preset points our sources' imports of the four packages here; index.test.js fails when a source imports a name
// this file does not export.
export { combineSlices, configureStore, createAction, createSlice } from '@reduxjs/toolkit';
// createApi with the React hooks module (a superset of '@reduxjs/toolkit/query''s createApi).
export { createApi, skipToken } from '@reduxjs/toolkit/query/react';
export { Provider, ReactReduxContext, useDispatch, useSelector } from 'react-redux';
