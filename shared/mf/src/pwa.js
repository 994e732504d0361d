// @ts-check
// What makes the shell's production build an installable, offline-capable app (decision 0016):
// the web app manifest with icons rendered from the logo at build time, and the Workbox service
// worker. Kept beside the config factory (index.js) that adds them to the shell's build only.
const { Buffer } = require('node:buffer');
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { InjectManifest } = require('workbox-webpack-plugin');

const repoRoot = path.resolve(__dirname, '../../..');
const LOGO = path.join(repoRoot, 'shared/ui/src/assets/logo.svg');
const TOKENS = path.join(repoRoot, 'shared/ui/src/styles/tokens.css');

/** Where the manifest is served; index.html links it. */
const MANIFEST_FILE = 'manifest.webmanifest';

/**
 * The light and dark values of a colour token (`--name: light-dark(light, dark)` in tokens.css), so
 * the manifest and the page's theme-color take their colours from the one place colours live.
 * @param {string} name
 */
function tokenColours(name) {
  const tokens = fs.readFileSync(TOKENS, 'utf8');
  const match = new RegExp(`--${name}:\\s*light-dark\\(\\s*(#[0-9a-f]{3,8})\\s*,\\s*(#[0-9a-f]{3,8})\\s*\\)`, 'i').exec(tokens);
  if (!match) throw new Error(`tokens.css has no light-dark() colour --${name}`);
  return { light: /** @type {string} */ (match[1]), dark: /** @type {string} */ (match[2]) };
}

/** The app's colours in both themes: the browser's toolbar and the splash screen behind the icon. */
function appColours() {
  const background = tokenColours('color-bg');
  const primary = tokenColours('color-primary');
  return {
    light: { theme: primary.light, background: background.light },
    dark: { theme: background.dark, background: background.dark },
  };
}

/** The logo's drawing without its <svg> element, to place it inside another one. */
function logoDrawing() {
  const svg = fs.readFileSync(LOGO, 'utf8');
  const inner = /<svg\b[^>]*>([\s\S]*)<\/svg>/.exec(svg);
  if (!inner) throw new Error(`${LOGO} is not an <svg> document`);
  return /** @type {string} */ (inner[1]);
}

/**
 * A maskable icon: launchers crop it to any shape inside the central 80% circle, so the logo sits
 * in the middle 70% on a full-bleed square of the logo's own green.
 */
function maskableSvg(background) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${background}"/><svg x="15" y="15" width="70" height="70" viewBox="0 0 64 64">${logoDrawing()}</svg></svg>`;
}

/** @type {Promise<typeof import('@resvg/resvg-wasm')> | null} */
let renderer = null;
/** resvg compiled to WebAssembly: renders SVG to PNG with nothing native to install. Initialised once per process. */
function svgRenderer() {
  renderer ??= (async () => {
    const resvg = require('@resvg/resvg-wasm');
    await resvg.initWasm(fs.readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
    return resvg;
  })();
  return renderer;
}

/**
 * @param {string} svg
 * @param {number} size
 */
async function png(svg, size) {
  const { Resvg } = await svgRenderer();
  return Buffer.from(new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng());
}

/** @param {Buffer | string} content */
function contentHash(content) {
  return crypto.createHash('sha256').update(content).digest('hex').slice(0, 8);
}

/**
 * Renders the icons from the logo and writes the manifest that names them. Icons are content-hashed
 * (cached for good, like every other such file); the manifest keeps its name, as index.html links it.
 */
class AppManifestPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('AppManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'AppManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        const colours = appColours();
        const logo = fs.readFileSync(LOGO, 'utf8');
        const icons = [
          { svg: logo, size: 192, purpose: 'any', name: 'icon-192' },
          { svg: logo, size: 512, purpose: 'any', name: 'icon-512' },
          { svg: maskableSvg(tokenColours('color-primary').light), size: 512, purpose: 'maskable', name: 'icon-maskable-512' },
        ];
        const entries = [];
        for (const icon of icons) {
          const bytes = await png(icon.svg, icon.size);
          const file = `icons/${icon.name}.${contentHash(bytes)}.png`;
          compilation.emitAsset(file, new RawSource(bytes));
          entries.push({ src: `/${file}`, sizes: `${icon.size}x${icon.size}`, type: 'image/png', purpose: icon.purpose });
        }
        const manifest = {
          name: 'BookNook',
          short_name: 'BookNook',
          description: 'Keep your books on shelves, track your reading and share reviews.',
          id: '/home',
          start_url: '/home',
          scope: '/',
          display: 'standalone',
          background_color: colours.light.background,
          theme_color: colours.light.theme,
          // The dark theme's colours, for browsers that read them (the manifest's user_preferences).
          user_preferences: { color_scheme_dark: { background_color: colours.dark.background, theme_color: colours.dark.theme } },
          icons: entries,
        };
        compilation.emitAsset(MANIFEST_FILE, new RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
      });
    });
  }
}

/**
 * The files of the landing build (written before the shell's build, see index.js), as precache
 * entries: its entry scripts keep their names, so they carry a revision; hashed files need none.
 * @param {string} landingDir the landing build's folder
 * @param {string} publicPath where it is served
 */
function landingPrecacheEntries(landingDir, publicPath) {
  return fs
    .readdirSync(landingDir)
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => {
      const hashed = /\.[0-9a-f]{8}\.(js|css)$/.test(name);
      return { url: `${publicPath}${name}`, revision: hashed ? null : contentHash(fs.readFileSync(path.join(landingDir, name))) };
    });
}

/** What the service worker serves is text that the build also compresses; only the files themselves are precached. */
const NOT_PRECACHED = [/\.map$/, /\.(br|gz)$/, /\.LICENSE\.txt$/];

/**
 * The Workbox service worker of the shell (src/serviceWorker/sw.ts), its precache list made of the
 * shell's build and the landing build.
 * @param {string} shellDir
 * @param {string} landingDir
 * @param {string} landingPublicPath
 */
function serviceWorkerPlugin(shellDir, landingDir, landingPublicPath) {
  return new InjectManifest({
    swSrc: path.join(shellDir, 'src/serviceWorker/sw.ts'),
    swDest: 'sw.js',
    exclude: NOT_PRECACHED,
    manifestTransforms: [
      async (entries, compilation) => {
        // index.html asks for main.js?<compilation hash> (html-webpack-plugin's `hash`): precache that
        // very URL, which names this build (no revision needed).
        const hash = /** @type {import('webpack').Compilation} */ (compilation).hash;
        const shellEntries = entries.map((entry) => (entry.url === '/main.js' ? { url: `/main.js?${hash}`, revision: null } : entry));
        return { manifest: [...shellEntries, ...landingPrecacheEntries(landingDir, landingPublicPath)], warnings: [] };
      },
    ],
  });
}

module.exports = { AppManifestPlugin, MANIFEST_FILE, appColours, serviceWorkerPlugin };
