/** This remote's Module Federation name: its lifecycles, server build and tests share it. */
export const REMOTE = 'mf_conferences';
