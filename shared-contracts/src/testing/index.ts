/** Test tables shared by several packages (`@amb/shared-contracts/testing`); never part of a runtime bundle. */
export * from './redirectCases';
export * from './ownedRoutes';
export * from './prices';
export * from './pageGlobals';
