// @ts-check
/*
 * The one webpack + Module Federation configuration of all five frontends.
 * Every app's webpack.config.js calls createFederatedConfig() and differs only
 * in what it passes, so sharing rules, loaders and output naming cannot drift
 * between independently deployed builds. Why each choice: shell/README.md.
 */
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const zopfli = require('@gfx/zopfli');

const ROOT = __dirname;
const ROUTER_FACADE = path.join(ROOT, 'shell/router/src/index.ts');
// react-router's package exports resolve to its development build; the facade
// imports the production ESM build through this alias so webpack can tree-shake it.
const REACT_ROUTER_PRODUCTION = path.join(ROOT, 'node_modules/react-router/dist/production/index.mjs');
// The same for server state: a facade re-exporting the part of TanStack Query the apps use (shell/query).
const QUERY_FACADE = path.join(ROOT, 'shell/query/src/index.ts');
const TANSTACK_QUERY_ESM = path.join(ROOT, 'node_modules/@tanstack/react-query/build/modern/index.js');
// The federation plugin adds the runtime-core injector by its CommonJS path,
// which would bundle a second (CommonJS) copy of runtime-core beside the ESM
// one the shell already runs: point it at the injector's ESM build.
const INJECT_RUNTIME_CORE_CJS = require.resolve('@module-federation/inject-external-runtime-core-plugin');
const INJECT_RUNTIME_CORE_ESM = INJECT_RUNTIME_CORE_CJS.replace(/\.cjs$/, '.js');
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:3000';
// Lets a shared module whose download failed be downloaded again on the next attempt (the file says why).
const FORGET_FAILED_SHARED_LOADS = path.join(ROOT, 'shell/src/features/remotes/forget-failed-shared-loads.ts');

// The federation plugin finds the '@agency/design-system/' share key's package with require.resolve, which Node
// flags as deprecated (DEP0155) for a package with a './*' exports pattern. The lookup is right; only that one
// warning is dropped, so every other deprecation still shows.
const emitWarning = process.emitWarning.bind(process);
process.emitWarning = (warning, ...rest) => {
  const code = typeof rest[0] === 'object' ? rest[0]?.code : rest[1];
  if (code === 'DEP0155') return;
  emitWarning(warning, ...rest);
};

/** Installed version of a dependency, read from its package.json. */
function installedVersion(pkg) {
  return require(path.join(ROOT, 'node_modules', pkg, 'package.json')).version;
}

const routerVersion = require('./shell/router/package.json').version;
const designSystemVersion = require('./shell/design-system/package.json').version;
const apiClientVersion = require('./shell/api-client/package.json').version;

/**
 * Share keys the shell itself imports at start-up and so always provides before any remote loads. Since they are
 * loaded-first singletons, a production remote's own copy would never run: it consumes the shell's and ships none
 * (import: false), which keeps their entries and fallback chunks out of its remoteEntry.js. A remote's standalone
 * development build keeps its own copies.
 */
const PROVIDED_BY_THE_SHELL = ['react', 'react/', 'react-dom', 'react-dom/', 'react-router', 'react-router-dom', '@tanstack/react-query'];

/** What a production remote shares: the same keys, with the shell's own ones consumed only. */
function remoteSharedModules() {
  const shared = sharedModules();
  for (const key of PROVIDED_BY_THE_SHELL) shared[key] = { ...shared[key], import: false };
  return shared;
}

/**
 * Singletons every app provides and consumes. Caret ranges, not the exact pins
 * of each package.json, so a patch release in one deploy does not make the
 * others warn. loaded-first (below) means whichever copy is already running wins.
 */
function sharedModules() {
  const singleton = (pkg) => ({ singleton: true, requiredVersion: `^${installedVersion(pkg)}` });
  const router = {
    singleton: true,
    import: ROUTER_FACADE,
    // One share key for both names: two keys would let two copies of the
    // router (and two router contexts) exist when different apps provide them.
    shareKey: 'react-router',
    version: routerVersion,
    requiredVersion: `^${routerVersion}`,
  };
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router': router,
    'react-router-dom': router,
    '@tanstack/react-query': {
      singleton: true,
      import: QUERY_FACADE,
      version: installedVersion('@tanstack/react-query'),
      requiredVersion: `^${installedVersion('@tanstack/react-query')}`,
    },
    zustand: singleton('zustand'),
    // Subpath sharing: one shared module per component, so a page pays only
    // for the components it imports.
    '@agency/design-system/': {
      singleton: true,
      version: designSystemVersion,
      requiredVersion: `^${designSystemVersion}`,
      // Modules bundled into the chunks that use them instead of shared: every shared module is named (three entries)
      // in the start-up runtime of each app that uses it, which the first visit to / downloads with no room left for
      // them. These hold no state or context, so a copy per app is harmless (design system README, 'Not shared').
      exclude: { request: /^character-count(\/|$)/ },
    },
    // The typed API client: types from the contracts' catalog, only fetch code at run time.
    '@agency/api-client': {
      singleton: true,
      version: apiClientVersion,
      requiredVersion: `^${apiClientVersion}`,
    },
    // Its own share key so only the screens with a live socket (chat panel, CRM inbox) load it.
    '@agency/api-client/socket': {
      singleton: true,
      version: apiClientVersion,
      requiredVersion: `^${apiClientVersion}`,
    },
  };
}

/** The page a remote runs in on its own development server, standing in for the shell. */
function standaloneDevelopmentPage(name) {
  return `<!doctype html>
<html lang="en-NZ">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${name} (standalone development)</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
}

/** RELEASE_LABEL marks a build (e.g. a canary) without editing package.json. */
function buildVersion(dirname) {
  const { version } = require(path.join(dirname, 'package.json'));
  return process.env.RELEASE_LABEL ? `${version}+${process.env.RELEASE_LABEL}` : version;
}

// Global stylesheets a remote may load: only the standalone development entry
// imports them, standing in for the shell, which loads them in production.
const STANDALONE_GLOBAL_STYLESHEETS = [
  path.join(ROOT, 'shell/design-system/src/tokens.css'),
  path.join(ROOT, 'shell/src/styles'),
];

const DESIGN_SYSTEM_SOURCE = path.join(ROOT, 'shell/design-system/src');

/**
 * css-loader's options for CSS Modules. A class name is a hash of the file's path (from the repository root), the
 * class and a salt: the app's name, since remotes share one page and equal paths in two apps must not collide; for the
 * design system, whose files are the same in every app, one salt, so every app's copy of a component (and the
 * request-time renderer's) names its classes alike and markup rendered by one matches the styles of another.
 */
function cssModuleLoader({ production, name, designSystem, serverSide }) {
  return {
    loader: 'css-loader',
    options: {
      esModule: true,
      modules: {
        namedExport: true,
        exportLocalsConvention: 'camel-case-only',
        // Six base64 characters (36 bits) for some thousand classes: a collision is about a one-in-100,000 chance, and
        // each name is a string of random characters that compression cannot shorten, repeated in the first visit's
        // markup and code (eight took about 0.15 KB more gzipped JavaScript on the first visit to /).
        localIdentName: production ? '[hash:base64:6]' : '[name]__[local]--[hash:base64:5]',
        localIdentContext: ROOT,
        localIdentHashSalt: designSystem ? 'design-system' : name,
        // The request-time renderer needs the class names only; the browser build brings the styles.
        exportOnlyLocals: serverSide,
      },
    },
  };
}

/**
 * The .gz files the API serves to browsers without Brotli: zopfli writes ordinary gzip about 3% smaller than zlib's
 * level 9 (shell/README.md), at a few seconds per build. Five iterations keep nearly all of the gain of fifteen.
 */
function zopfliGzip(input, options, callback) {
  zopfli.gzip(input, options, (error, output) => callback(error, output && Buffer.from(output)));
}

/** Where an app's build goes: dist/, or OUTPUT_DIR to build a release elsewhere. */
function outputDirectory(dirname) {
  return process.env.OUTPUT_DIR ? path.resolve(process.env.OUTPUT_DIR) : path.join(dirname, 'dist');
}

/**
 * Images, sounds and fonts under one content-hashed name in every build. `?inline` embeds a small image in the markup
 * as a data URL: an above-the-fold illustration then paints with the page's first paint instead of waiting for a
 * request of its own.
 */
function assetRules({ emit }) {
  return [
    { test: /\.svg$/i, resourceQuery: /inline/, type: 'asset/inline' },
    {
      test: /\.(png|jpe?g|gif|webp|avif|svg|ico|mp3|woff2?)$/i,
      resourceQuery: { not: [/inline/] },
      type: 'asset/resource',
      generator: { filename: 'assets/[name].[contenthash:10][ext]', emit },
    },
  ];
}

function typescriptRule(production) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic', development: !production } },
        },
        sourceMaps: !production,
      },
    },
  };
}

function cssRules({ isShell, production, name, serverSide = false }) {
  // Extracted CSS in production: fetched in parallel, cached apart from the JS,
  // and not counted against the JS budget. style-loader in development for speed.
  const finalLoaders = serverSide ? [] : [production ? MiniCssExtractPlugin.loader : 'style-loader'];
  const moduleRules = [true, false].map((designSystem) => ({
    test: /\.module\.css$/,
    [designSystem ? 'include' : 'exclude']: DESIGN_SYSTEM_SOURCE,
    use: [...finalLoaders, cssModuleLoader({ production, name, designSystem, serverSide })],
  }));
  const globalRule = {
    test: /\.css$/,
    exclude: /\.module\.css$/,
    // Only the shell writes global CSS; a remote's own code importing a plain
    // .css file fails the build ("You may need an appropriate loader").
    ...(isShell ? {} : { include: STANDALONE_GLOBAL_STYLESHEETS }),
    use: [...finalLoaders, 'css-loader'],
  };
  return [...moduleRules, globalRule];
}

/**
 * @param {{ name: string, dirname: string, exposes?: Record<string, string>, isShell?: boolean, port: number,
 *           devServer?: import('webpack-dev-server').Configuration }} options
 */
function createFederatedConfig({ name, dirname, exposes = {}, isShell = false, port, devServer = {} }) {
  /** @returns {import('webpack').Configuration} */
  return (_env, argv) => {
    const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
    const outputPath = outputDirectory(dirname);
    // A remote's standalone entry (dev platform, own router) is for `npm run dev`
    // only; the shell never loads it, so production builds leave it out.
    const withStandaloneEntry = isShell || !production;

    return {
      name,
      context: dirname,
      mode: production ? 'production' : 'development',
      target: 'web',
      entry: withStandaloneEntry ? { main: './src/index.ts' } : {},
      devtool: production ? false : 'eval-cheap-module-source-map',
      // The federation plugins log notes (e.g. that manifests resolve via publicPath 'auto', which is intended) as
      // warnings; production builds show errors only, so a first `npm start` stays readable.
      infrastructureLogging: { level: production ? 'error' : 'info' },
      output: {
        path: outputPath,
        // [contenthash] in filename breaks the federation runtime module (trap 2):
        // entry files keep stable names and are served with no-cache.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:10].js',
        // The shell's index.html is served for deep links, so its URLs must be
        // absolute; a remote finds its own URL from its remoteEntry script.
        publicPath: isShell ? (process.env.SHELL_PUBLIC_PATH ?? '/') : 'auto',
        uniqueName: name,
        // A module whose evaluation threw (a shared module it imports failed to download) is dropped from webpack's
        // module cache instead of being kept half-initialised, so loading it again evaluates it again.
        strictModuleExceptionHandling: true,
        // The request-time module (createRequestTimeConfig) is built beside this build, into dist/server.
        clean: { keep: /^server[\\/]/ },
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
        // '@agency/source' first: contracts is compiled from its TypeScript source
        // for the browser instead of its CommonJS dist.
        conditionNames: ['@agency/source', '...'],
        alias: {
          'react-router-impl$': REACT_ROUTER_PRODUCTION,
          'tanstack-query-impl$': TANSTACK_QUERY_ESM,
          [INJECT_RUNTIME_CORE_CJS]: INJECT_RUNTIME_CORE_ESM,
        },
      },
      module: {
        rules: [
          typescriptRule(production),
          ...cssRules({ isShell, production, name }),
          ...assetRules({ emit: true }),
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: isShell || !production ? sharedModules() : remoteSharedModules(),
          shareStrategy: 'loaded-first',
          runtimePlugins: [FORGET_FAILED_SHARED_LOADS],
          manifest: true,
          dts: false,
          experiments: {
            // Leaves Node's loading code out of the browser runtime; the shell loads each remote's remoteEntry.js
            // directly, so the runtime's manifest (snapshot) handling is left out too (shell/README.md); and a
            // remote has no code for loading other remotes (only the shell loads remotes).
            optimization: { target: 'web', ...(isShell ? { disableSnapshot: true } : { disableRemote: true }) },
            // One copy of the federation runtime per page (about 25 KB gzipped
            // each): the shell provides it on a global and production remotes
            // use it. A remote running standalone in development keeps its own.
            ...(isShell ? { provideExternalRuntime: true } : { externalRuntime: production }),
          },
        }),
        new webpack.DefinePlugin({
          __REMOTE_BUILD__: JSON.stringify({ name, version: buildVersion(dirname) }),
        }),
        ...(production
          ? [new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: '[name].[contenthash:10].css' })]
          : []),
        ...(withStandaloneEntry
          ? [
              new HtmlWebpackPlugin({
                // The shell's page is real (public/index.html); a remote's standalone development page is a bare frame.
                ...(isShell
                  ? { template: './public/index.html' }
                  : { templateContent: standaloneDevelopmentPage(name) }),
                // The site's icon belongs to the shell; a remote's standalone page borrows it in development.
                favicon: path.join(ROOT, 'shell/public/favicon.svg'),
                chunks: ['main'],
                scriptLoading: 'defer',
              }),
            ]
          : []),
        ...(production
          ? [
              new CompressionPlugin({
                filename: '[path][base].gz',
                algorithm: zopfliGzip,
                compressionOptions: { numiterations: 5 },
                test: /\.(js|css|html|json|svg)$/,
                threshold: 1024,
                minRatio: 0.9,
              }),
              new CompressionPlugin({
                filename: '[path][base].br',
                algorithm: 'brotliCompress',
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
                test: /\.(js|css|html|json|svg)$/,
                threshold: 1024,
                minRatio: 0.9,
              }),
            ]
          : []),
      ],
      optimization: {
        // Stable ids keep unchanged chunks' hashes (and browser caches) across deploys.
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
      },
      performance: { hints: false },
      devServer: {
        port,
        host: 'localhost',
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        // The shell (another port) fetches each remote's manifest and chunks.
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/ws'], target: API_ORIGIN, ws: true, changeOrigin: false }],
        client: { overlay: { warnings: false, errors: true } },
        ...devServer,
      },
    };
  };
}

/**
 * The remote's request-time module (contracts/src/request-time-regions.ts): the API requires it to render the data
 * regions of the remote's prerendered pages for each request. A CommonJS bundle for Node with its own React, built
 * from the same components, class names and assets as the browser build, into dist/server/request-time.js.
 *
 * @param {{ name: string, dirname: string, entry: string }} options
 * @returns {import('webpack').Configuration}
 */
function requestTimeConfig({ name, dirname, entry }) {
  return {
    name: `${name}-request-time`,
    context: dirname,
    mode: 'production',
    target: 'node20',
    entry: { 'request-time': entry },
    devtool: false,
    infrastructureLogging: { level: 'error' },
    output: {
      path: path.join(outputDirectory(dirname), 'server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      publicPath: `/mfe/${name}/`,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      conditionNames: ['@agency/source', '...'],
      // Its package exports resolve to the development build, which renders the same markup with checks and warnings.
      alias: { 'react-router$': REACT_ROUTER_PRODUCTION },
    },
    module: {
      rules: [
        typescriptRule(true),
        ...cssRules({ isShell: false, production: true, name, serverSide: true }),
        // Imported assets are the browser build's files (same names: same content hashes), not emitted again.
        ...assetRules({ emit: false }),
      ],
    },
    // Readable stack traces in the API's log; its size costs no visitor anything.
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/**
 * A remote with request-time regions: its browser build and, in production, its request-time module beside it.
 *
 * @param {Parameters<typeof createFederatedConfig>[0] & { requestTimeEntry: string }} options
 */
function createFederatedConfigWithRequestTime({ requestTimeEntry, ...options }) {
  const browser = createFederatedConfig(options);
  return (env, argv) => {
    const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
    const browserConfig = browser(env, argv);
    return production ? [browserConfig, requestTimeConfig({ name: options.name, dirname: options.dirname, entry: requestTimeEntry })] : browserConfig;
  };
}

module.exports = { createFederatedConfig, createFederatedConfigWithRequestTime };
