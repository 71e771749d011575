// Runs a TypeScript entry of the API from source in a plain Node process, compiled on the fly by SWC with the
// settings jest uses (decorators, metadata), so tests can start real server processes before `npm run build`.
// Usage: node api/test/run-source.cjs api/src/main.ts
const Module = require('node:module');
const path = require('node:path');
const swc = require('@swc/core');

const contracts = path.join(__dirname, '..', '..', 'contracts', 'src', 'index.ts');
const resolve = Module._resolveFilename;
// As in jest.config: the contracts from source, so a stale contracts/dist does not matter.
Module._resolveFilename = function (request, ...rest) {
  if (request === '@agency/contracts') return contracts;
  return resolve.call(this, request, ...rest);
};

Module._extensions['.ts'] = function (module, filename) {
  const { code } = swc.transformFileSync(filename, {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};

require(path.resolve(process.argv[2]));
