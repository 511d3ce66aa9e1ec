declare module '*.css';

/** webpack's share scopes (filled by `__webpack_init_sharing__`; @types/webpack-env declares only the latter). */
declare const __webpack_share_scopes__: Record<string, unknown>;
