'use strict';
// Emits amb-assets.json { entry, css } so deploy.mjs can write deploy.json without guessing hashed names.
const ASSETS_MANIFEST = 'amb-assets.json';

class AssetsManifestPlugin {
  constructor({ isHost }) {
    this.isHost = isHost;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('AssetsManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'AssetsManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT - 1 },
        () => {
          const main = compilation.entrypoints.get('main');
          const mainFiles = main ? [...main.getFiles()] : [];
          const entry = this.isHost ? mainFiles.find((file) => file.endsWith('.js')) : 'remoteEntry.js';
          const allFiles = Object.keys(compilation.assets);
          // The host's own stylesheet is the entry's; a remote's are the chunks its exposed modules load.
          const css = (this.isHost ? mainFiles : allFiles).filter((file) => file.endsWith('.css')).sort();
          const manifest = JSON.stringify({ entry, css }, null, 2);
          compilation.emitAsset(ASSETS_MANIFEST, new sources.RawSource(manifest));
        },
      );
    });
  }
}

module.exports = { AssetsManifestPlugin, ASSETS_MANIFEST };
