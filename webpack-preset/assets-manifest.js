'use strict';
// Emits the assets manifest { entry, css } so deploy.mjs can write deploy.json without guessing hashed names.
const {
  ASSETS_MANIFEST_FILE,
  REMOTE_ENTRY_FILE,
  serializeAssetsManifest,
} = require('@amb/shared-contracts/deployment');

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
          const entry = this.isHost ? mainFiles.find((file) => file.endsWith('.js')) : REMOTE_ENTRY_FILE;
          const allFiles = Object.keys(compilation.assets);
          // The host's own stylesheet is the entry's; a remote's are the chunks its exposed modules load.
          const css = (this.isHost ? mainFiles : allFiles).filter((file) => file.endsWith('.css')).sort();
          const manifest = serializeAssetsManifest({ entry, css });
          compilation.emitAsset(ASSETS_MANIFEST_FILE, new sources.RawSource(manifest));
        },
      );
    });
  }
}

module.exports = { AssetsManifestPlugin };
