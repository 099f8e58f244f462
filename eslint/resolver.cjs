/**
 * Import resolver for eslint-plugin-boundaries (eslint-module-utils interface version 2): resolves
 * the `@common/*` alias of tsconfig.json and relative imports that name the file with its
 * extension (the project's style, `allowImportingTsExtensions`). Packages resolve to null,
 * which the plugin treats as external.
 */
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file) {
  let target;
  if (source.startsWith('@common/')) target = path.join(root, 'common', source.slice('@common/'.length));
  else if (source.startsWith('.')) target = path.resolve(path.dirname(file), source);
  else return { found: false };
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return { found: true, path: candidate };
  }
  return { found: false };
};
