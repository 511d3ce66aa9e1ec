/** This remote's Module Federation name: its lifecycles and its tests share it. */
export const REMOTE = 'mf_cart';
