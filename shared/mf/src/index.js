// @ts-check
// The one webpack + module-federation config factory for the host shell and every remote.
// Kept as plain CommonJS because webpack loads it before any TypeScript tooling runs.
const path = require('node:path');
const fs = require('node:fs');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { AppManifestPlugin, MANIFEST_FILE, appColours, serviceWorkerPlugin } = require('./pwa');

const repoRoot = path.resolve(__dirname, '../../..');

/**
 * Runtime plugin with which the shell publishes its federation runtime-core to remotes built with
 * `experiments.externalRuntime`. Registered by its ES module build: `provideExternalRuntime` registers
 * the CommonJS one, which drags a second, CommonJS copy of runtime-core into the shell (+24 KB gzip).
 */
const provideRuntimeCorePlugin = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);
/** @type {{ shell: { devPort: number }, remotes: Array<{ name: string, devPort: number, paths: string[], adminOnly?: boolean }> }} */
const appsFile = require(path.join(repoRoot, 'apps.json'));

/** Every front-end app, from the one list in apps.json: the host, then each remote in mfe-<name>/. */
const apps = [
  { name: 'shell', dir: 'shell', devPort: appsFile.shell.devPort, remote: false },
  ...appsFile.remotes.map(({ name, devPort }) => ({ name, dir: `mfe-${name}`, devPort, remote: true })),
];

/** Folder of the shell's build that holds the landing page's own build. */
const LANDING_DIR = 'landing';

/** Port the one server process listens on; dev servers proxy the API there. */
const apiOrigin = process.env.API_ORIGIN || `http://localhost:${process.env.PORT || 8080}`;

/**
 * What must be ONE instance in the page, and nothing else: React (one tree, one set of hooks), the
 * router (one history), the session store, the server-state cache (its React context carries the
 * shell's one QueryClient to every remote) and the realtime client (one socket). Stateless code
 * (endpoint functions, components, display rules) is compiled into each app that uses it, so a
 * remote that ships a new endpoint or component does not wait for the shell.
 * zustand and socket.io-client are not listed: only @booknook/session and @booknook/realtime import
 * them, so each travels inside its one owner.
 */
const singletonPackages = ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query', '@booknook/session', '@booknook/realtime'];
const singletonSubpaths = ['react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom/client'];

function installedVersion(pkg) {
  return require(require.resolve(`${pkg}/package.json`, { paths: [repoRoot] })).version;
}

/**
 * The `shared` map used by every federated build. Each singleton carries its real version and
 * accepts any version of the same major (semver's caret): the shell provides the page's copy, so a
 * remote works under any shell whose copy has everything the remote uses. For the workspace
 * singletons that is enforced by shell/src/compatibility/sharedSingletons.test.ts, for the router
 * by shell/src/routing/sharedReactRouterDom.test.ts.
 */
function sharedConfig() {
  /** @type {Record<string, any>} */
  const shared = {};
  for (const pkg of [...singletonPackages, ...singletonSubpaths]) {
    const owner = pkg.startsWith('@') ? pkg : pkg.split('/')[0];
    const version = installedVersion(owner);
    shared[pkg] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  // Shared modules are not tree-shaken: every app provides only the router exports the front ends use.
  shared['react-router-dom'].import = '@booknook/mf/src/sharedReactRouterDom.ts';
  return shared;
}

/** How every build compiles TypeScript, stylesheets and images. */
function moduleRules(production) {
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production } },
            target: 'es2022',
          },
        },
      },
    },
    // Production stylesheets are files of their own (content-hashed, fetched in parallel with the
    // chunk that imports them, cacheable, and no 'unsafe-inline' in the page's CSP); development keeps
    // them in the JS for hot reloading. css-loader follows `devtool` and would inline each
    // stylesheet's source map into production output (+3.3 KB gzip on /home).
    { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', { loader: 'css-loader', options: { sourceMap: !production } }] },
    { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset/resource' },
  ];
}

/** Text files worth compressing: what the server sends (source maps stay private, see product.ts). */
const COMPRESSIBLE = /\.(js|css|html|json|webmanifest|svg|txt)$/;

/**
 * Plugins every production build adds: stylesheets extracted to hashed files, and each text file
 * written again as .br and .gz beside it, so the server sends the smallest encoding the browser
 * accepts without compressing anything per request (@fastify/static `preCompressed`).
 */
function productionAssetPlugins() {
  return [
    new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' }),
    new CompressionPlugin({ test: COMPRESSIBLE, algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 } }),
    new CompressionPlugin({
      test: COMPRESSIBLE,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
  ];
}

/** The hashed stylesheet the landing build wrote (it builds first: see `dependencies` below). */
function landingStylesheet(shellDir) {
  const landingDir = path.join(shellDir, 'dist', LANDING_DIR);
  const file = fs.readdirSync(landingDir).find((name) => /^landing\.[0-9a-f]{8}\.css$/.test(name));
  if (!file) throw new Error(`The landing build wrote no stylesheet to ${landingDir}`);
  return `/${LANDING_DIR}/${file}`;
}

/**
 * The shell's two small builds beside the federated app, written to dist/landing/:
 * - landing: the one page that signs nobody in needs React, the session store and its own
 *   component, not the federation runtime, the router, the query cache or the API client.
 *   index.html loads it for `/` and the app for every other page; its links are ordinary ones.
 * - preload: a few lines of fetch that index.html runs beside the app on every other page, so a
 *   signed-in page's first data is on its way while the app's code downloads (shell/src/preload).
 */
function landingConfig(dir) {
  return {
    name: 'landing',
    mode: 'production',
    entry: { landing: path.join(dir, 'src/landing/index.tsx'), preload: path.join(dir, 'src/preload/index.ts') },
    context: dir,
    devtool: 'hidden-source-map',
    output: {
      path: path.join(dir, 'dist', LANDING_DIR),
      publicPath: `/${LANDING_DIR}/`,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: '[name].[contenthash:8][ext]',
      uniqueName: 'landing',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: { rules: moduleRules(true) },
    plugins: productionAssetPlugins(),
    optimization: { minimizer: ['...', new CssMinimizerPlugin()] },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * The webpack config of the app in `dir` (the __dirname of its webpack.config.js); its federation
 * name, dev port and role come from apps.json.
 * @param {string} dir
 */
function createWebpackConfig(dir) {
  const app = apps.find((candidate) => candidate.dir === path.basename(dir));
  if (!app) throw new Error(`${dir} is not an app listed in apps.json`);
  const { name, devPort, remote } = app;
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const federated = federatedConfig(production);
    // The shell's page names the landing build's hashed stylesheet, so that build runs first.
    return name === 'shell' && production ? [{ ...federated, dependencies: ['landing'] }, landingConfig(dir)] : federated;
  };

  /** @param {boolean} production */
  function federatedConfig(production) {
    // Production remotes resolve their chunks relative to their manifest wherever ops host them;
    // in development every app is served from its own dev-server origin.
    const publicPath = !production ? `http://localhost:${devPort}/` : remote ? 'auto' : '/';
    // A remote's own page (src/index.ts -> bootstrap -> @booknook/dev-host) is for standalone
    // development: its production build is the federation container only, so no dev-only code ships.
    const standalonePage = !(remote && production);
    return {
      mode: production ? 'production' : 'development',
      entry: standalonePage ? path.join(dir, 'src/index.ts') : {},
      context: dir,
      // Production maps are written for error reporting but not named in the files the public gets
      // (the server points at them with a SourceMap header only when SOURCE_MAPS=public).
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath,
        // Entry chunks (main.js, remoteEntry.js) keep plain names: on webpack 5.111 the federation
        // runtime resolves its own chunk's filename while hashes are still being computed, and a
        // [contenthash] there fails the build (module-federation/core#5077, webpack#22199). They are
        // tiny, served without caching, and index.html references main.js with a ?hash query.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        clean: { keep: (asset) => asset.startsWith(`${LANDING_DIR}/`) },
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: { rules: moduleRules(production) },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          ...(remote ? { exposes: { './App': './src/App.tsx' } } : {}),
          shared: sharedConfig(),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // One federation runtime per page: the shell publishes its runtime-core and production
          // remotes use it instead of bundling their own copy (~18 KB gzip each). In development a
          // remote keeps its own runtime so it still runs standalone on its dev server.
          // `target: 'web'` leaves out the runtime's Node.js script loading (-1.7 KB gzip).
          experiments: { optimization: { target: 'web' }, ...(remote ? { externalRuntime: production } : {}) },
          ...(remote ? {} : { runtimePlugins: [provideRuntimeCorePlugin] }),
        }),
        ...(standalonePage
          ? [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                title: 'BookNook',
                inject: false,
                // A getter, read when the page is rendered: by then the landing build has written its stylesheet.
                templateParameters:
                  name === 'shell' && production
                    ? {
                        landingScript: `/${LANDING_DIR}/landing.js`,
                        get landingStylesheet() {
                          return landingStylesheet(dir);
                        },
                        preloadScript: `/${LANDING_DIR}/preload.js`,
                        appManifest: `/${MANIFEST_FILE}`,
                        appColours: appColours(),
                      }
                    : { landingScript: null, landingStylesheet: null, preloadScript: null, appManifest: null, appColours: appColours() },
                hash: production,
                favicon: path.join(repoRoot, 'shared/ui/src/assets/logo.svg'),
              }),
            ]
          : []),
        // The installable app: its manifest and icons, and the service worker, which precaches every
        // file written before it (so it comes last but for compression).
        ...(name === 'shell' && production
          ? [new AppManifestPlugin(), serviceWorkerPlugin(dir, path.join(dir, 'dist', LANDING_DIR), `/${LANDING_DIR}/`)]
          : []),
        ...(production ? productionAssetPlugins() : []),
      ],
      performance: { hints: false },
      optimization: {
        // '...' keeps webpack's own JS minimizer beside the one for the extracted stylesheets.
        ...(production ? { minimize: true, minimizer: ['...', new CssMinimizerPlugin()] } : {}),
        splitChunks: {
          cacheGroups: {
            // One chunk for the shared router. Split by default into sharedReactRouterDom.ts and a
            // vendors chunk, which the federation manifest leaves out of the package's assets.
            sharedReactRouterDom: { test: /[\\/](react-router[\\/]|sharedReactRouterDom\.ts$)/, name: 'react-router-dom', chunks: 'async', enforce: true },
          },
        },
      },
      devServer: {
        port: devPort,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/socket.io', '/remotes.json', '/mfe'], target: apiOrigin, ws: true }],
      },
      stats: 'errors-warnings',
    };
  }
}

module.exports = { apps, createWebpackConfig, repoRoot, sharedConfig, singletonPackages };
