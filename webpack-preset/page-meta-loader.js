'use strict';
/**
 * Browser builds of `@amb/shared-contracts/core`: PAGE_META's descriptions are the documents' <meta name="description">,
 * which only the server writes (the bff and the remotes' server renders build from the source with them). Every page
 * loads `/core`, so the ~100 descriptions (8 KB raw, 2.7 KB gzip) are blanked here; the titles stay, pages show them.
 * Read with TypeScript's parser, so any shape of value (a literal, a template, a constant) is found; a pageMeta.ts
 * without a PAGE_META object fails the build instead of quietly shipping the descriptions again.
 */
const ts = require('typescript');

/** The [start, end) offsets of every `description` value of PAGE_META's entries in `source`. */
function descriptionSpans(source, fileName = 'pageMeta.ts') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const spans = [];
  let found = false;
  const visit = (node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'PAGE_META' &&
      node.initializer &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      found = true;
      for (const entry of node.initializer.properties) {
        if (!ts.isPropertyAssignment(entry) || !ts.isObjectLiteralExpression(entry.initializer)) continue;
        for (const property of entry.initializer.properties) {
          if (ts.isPropertyAssignment(property) && property.name.getText(file) === 'description') {
            spans.push([property.initializer.getStart(file), property.initializer.getEnd()]);
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (!found) throw new Error(`${fileName}: kein Objekt PAGE_META gefunden (page-meta-loader)`);
  return spans;
}

/** `source` with each description of PAGE_META as ''. */
function withoutDescriptions(source, fileName) {
  let out = source;
  for (const [start, end] of descriptionSpans(source, fileName).reverse()) {
    out = `${out.slice(0, start)}''${out.slice(end)}`;
  }
  return out;
}

module.exports = function pageMetaLoader(source) {
  return withoutDescriptions(source, this.resourcePath);
};
module.exports.withoutDescriptions = withoutDescriptions;
