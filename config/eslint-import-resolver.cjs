/**
 * The import resolver of the server's lint rules: the node resolver plus TypeScript's NodeNext rule that an ESM
 * import of `./x.js` names the source file `./x.ts`. Without it every server import is unresolved, and
 * `import/no-restricted-paths` and `import/no-cycle` skip what they cannot resolve: the layer rules would pass any
 * import unseen (test/unit/lint-boundaries.test.ts proves they resolve).
 */
const node = require('eslint-import-resolver-node');

exports.interfaceVersion = 2;

exports.resolve = (source, file, config) => {
  const found = node.resolve(source, file, config);
  if (found.found || !/^\.\.?\/.*\.js$/.test(source)) return found;
  for (const ext of ['.ts', '.tsx']) {
    const typed = node.resolve(source.replace(/\.js$/, ext), file, config);
    if (typed.found) return typed;
  }
  return found;
};
