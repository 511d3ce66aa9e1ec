/** This remote's Module Federation name: its lifecycles, its server build and its tests share it. */
export const REMOTE = 'mf_content';
