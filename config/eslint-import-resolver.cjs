/**
 * TypeScript's NodeNext rule for the server's lint: an ESM import of `./x.js` names the source file `./x.ts`. The node
 * resolver (listed before this one) finds everything else. Without this rule every server import is unresolved, and
 * `import/no-restricted-paths` and `import/no-cycle` skip what they cannot resolve: the layer rules would pass any
 * import unseen (test/unit/lint-boundaries.test.ts proves they resolve).
 */
const fs = require('node:fs');
const path = require('node:path');

exports.interfaceVersion = 2;

exports.resolve = (source, file) => {
  if (!/^\.\.?\/.*\.js$/.test(source)) return { found: false };
  for (const ext of ['.ts', '.tsx']) {
    const typed = path.resolve(path.dirname(file), source.replace(/\.js$/, ext));
    if (fs.existsSync(typed)) return { found: true, path: typed };
  }
  return { found: false };
};
