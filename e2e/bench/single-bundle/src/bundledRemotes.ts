import type { Federation } from '../../../../shell/src/applications';

/**
 * What the shell loads through Module Federation, bundled instead: each exposed module of the header and the
 * catalogue as an ordinary dynamic import of its source (the files the remotes' webpack configs expose;
 * bundledRemotes.test.ts keeps the two in step). Other remotes are not part of the bench bundle: the shell shows
 * their fallback.
 */
export const BUNDLED_MODULES: Readonly<Record<string, () => Promise<unknown>>> = {
  'mf_navigation/Header': () => import('../../../../mf-navigation/src/HeaderLifecycles'),
  'mf_navigation/Footer': () => import('../../../../mf-navigation/src/FooterLifecycles'),
  'mf_catalogue/App': () => import('../../../../mf-catalogue/src/lifecycles'),
};

/** The shell's Federation seam without Module Federation: no remote entries, only the bundled modules. */
export const bundledFederation: Federation = {
  registerRemotes: () => undefined,
  loadRemote: (id) => {
    const load = BUNDLED_MODULES[id];
    return load ? load() : Promise.reject(new Error(`${id} ist nicht Teil des Bench-Bundles`));
  },
};
