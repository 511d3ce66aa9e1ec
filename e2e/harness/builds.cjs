// Builds of a remote that differ from the real one only by a marker, for deploy/rollback tests and the bench:
// a copy of its dist whose server build appends `<!--marker-->` to every page it renders (a new content hash,
// hence a new version in the store).
const { cpSync, appendFileSync, mkdtempSync, rmSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { appBuildDir, SERVER_BUILD_DIR, SERVER_RENDER_FILE } = require('@amb/shared-contracts/deployment');

const root = path.resolve(__dirname, '../..');

/** The comment the marked build puts at the end of the main slot's HTML. */
function markerComment(marker) {
  return `<!--${marker}-->`;
}

function markedBuild(app, marker) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `amb-build-${app}-`));
  cpSync(path.join(root, appBuildDir(app)), dir, { recursive: true });
  // webpack's exports are getters: wrap them in a new exports object.
  appendFileSync(
    path.join(dir, SERVER_BUILD_DIR, SERVER_RENDER_FILE),
    `\n;(function () { var built = module.exports; module.exports = { render: function (request) {
      return built.render(request).then(function (result) {
        return Object.assign({}, result, { html: result.html + ${JSON.stringify(markerComment(marker))} });
      });
    } }; })();\n`,
  );
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

module.exports = { markedBuild, markerComment };
