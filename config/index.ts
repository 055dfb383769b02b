import { readFileSync } from 'node:fs';
import path from 'node:path';

import { defineConfig, type UserConfigExport } from '@tarojs/cli';
import type { IH5Config } from '@tarojs/taro/types/compile';
import CompressionPlugin from 'compression-webpack-plugin';
import { GenerateSW } from 'workbox-webpack-plugin';

import { CompileHintsPlugin } from './compile-hints';
import devConfig from './dev';
import { PaintFirstPlugin } from './paint-first';
import prodConfig from './prod';
import { RoutePreloadPlugin } from './route-preload';
import { groupedSubCommon } from './sub-common-groups';
import { WebManifestPlugin } from './web-manifest';

// Taro's config loader compiles only files inside config/, so the route table (src/routes.ts, shared with the
// app) is loaded through tsx's CommonJS API.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const tsx = require('tsx/cjs/api') as { require: (id: string, from: string) => unknown };
const { customRoutes, PATHS } = tsx.require('../src/routes.ts', __filename) as typeof import('../src/routes');
const { ROUTE_LOADING } = tsx.require('../src/domain/route-loading.ts', __filename) as typeof import('../src/domain/route-loading');

// TanStack Query (the loading layer) ships modern syntax (private class fields, `??=`) that Taro does not compile in
// node_modules. The mini program is uploaded without WeChat's ES6 transform (project.config.json `es6: false`), and
// older phones' JavaScript engines cannot parse private fields: there it is compiled like our own code. The H5 keeps
// the modern code (smaller; the terser setting below keeps its private fields valid), which every browser that runs
// React 18 and Taro's H5 runtime can parse.
const COMPILED_PACKAGES = [(file: string) => /node_modules[\\/]@tanstack[\\/]/.test(file)];

/** The WebViews that show the mini program's styles: the engines babel.config.js compiles its scripts for. */
const WEAPP_BROWSERS = ['ios >= 10', 'chrome >= 53'];

/**
 * The H5's service worker (issue 40, src/features/entry/new-version.ts): it precaches the page, the entry and every
 * page's scripts and styles, and answers the app's addresses with the page, so the app opens without a network. Not
 * precached: the compressed copies (the browser asks for the plain name), source maps, and the scan decoder's wasm
 * (a megabyte for one screen; it is cached by the browser when the scan screen is used). The platform's calls and
 * sign-in pages are never answered by it: server data offline is the loading layer's persisted cache.
 */
function serviceWorker() {
  return {
    swDest: 'sw.js',
    exclude: [/\.(gz|br|map|wasm)$/, /LICENSE\.txt$/],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/oidc\//, /^\/__test\//],
    // A new version waits until every tab of the app has closed: taken at the next start, never mid-form.
    skipWaiting: false,
    clientsClaim: false,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  };
}

/** zxing-wasm's reader wasm into `<output>/static/zxing/<version>/`, where decoder.h5.ts's locateFile points. */
function zxingWasmCopy() {
  // The package's exports do not list package.json: read it from the file.
  const pkg = path.resolve(__dirname, '..', 'node_modules/zxing-wasm/package.json');
  const { version } = JSON.parse(readFileSync(pkg, 'utf8')) as { version: string };
  const out = path.resolve(__dirname, '..', process.env.WARE_OUT_DIR ?? 'dist', 'h5');
  return { from: 'node_modules/zxing-wasm/dist/reader/zxing_reader.wasm', to: `${out}/static/zxing/${version}/zxing_reader.wasm` };
}

type Chain = Parameters<NonNullable<IH5Config['webpackChain']>>[0];

/**
 * NutUI's icon barrel declares side effects (it imports the icons' stylesheet), so every icon any NutUI component uses
 * was bundled wherever the barrel is: with Button, into the H5 entry and the mini program's main package. Side-effect
 * free, each icon goes with the components that use it; src/app.tsx imports the stylesheet instead.
 */
function iconsWithTheirUsers(chain: Chain): void {
  chain.module
    .rule('nutui-icons')
    .test(/@nutui[\\/]icons-react-taro[\\/]dist[\\/]es[\\/]index\.es\.js$/)
    .set('sideEffects', false);
}

/**
 * Taro build configuration for both targets. Runtime settings (API base, issuer, client id, H5 host) come from
 * Taro's env files (`.env`, `.env.development`, `.env.production`) as TARO_APP_* variables; their defaults
 * point at the local platform server so that nothing needs configuring to run locally.
 */
export default defineConfig<'webpack5'>(async (merge) => {
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'ware-mobile',
    date: '2026-11-22',
    designWidth: 375,
    deviceRatio: { 375: 2, 640: 2.34 / 2, 750: 1, 828: 1.81 / 2 },
    sourceRoot: 'src',
    // WARE_OUT_DIR lets parallel work build elsewhere (e.g. /tmp/x → /tmp/x/h5); the default is dist/<target>.
    outputRoot: `${process.env.WARE_OUT_DIR ?? 'dist'}/${process.env.TARO_ENV ?? 'weapp'}`,
    // NutUI renders <i> and <span>: without plugin-html they have no mini-program templates (docs/toolchain.md).
    plugins: ['@tarojs/plugin-html'],
    defineConstants: {},
    alias: {
      '@': path.resolve(__dirname, '..', 'src'),
      // NutUI's ConfigProvider (never rendered here) imports lodash.kebabcase: ours is 0.2 KB (src/platform/kebab-case.ts).
      'lodash.kebabcase$': path.resolve(__dirname, '..', 'src/platform/kebab-case.ts'),
      // NutUI is compiled with @swc/helpers, our code with Babel's: where a helper is the same algorithm, NutUI gets
      // Babel's, which our code already bundles (src/platform/swc-helpers/).
      ...Object.fromEntries(
        ['sliced-to-array', 'async-to-generator', 'object-without-properties'].map((name) => [
          `@swc/helpers/_/_${name.replace(/-/g, '_')}$`,
          path.resolve(__dirname, '..', `src/platform/swc-helpers/${name}.ts`),
        ]),
      ),
    },
    // The scan screen's barcode decoder fetches its wasm from our own H5 output, never a CDN (features/scan/decoder.h5.ts).
    copy: { patterns: process.env.TARO_ENV === 'h5' ? [zxingWasmCopy()] : [], options: {} },
    framework: 'react',
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    cache: { enable: false },
    // Taro's H5 terser defaults quote every key, which also quotes private class fields (`#"t"`, a syntax error):
    // the loading layer's TanStack Query uses them, so any H5 page reading server data failed to load. The mini
    // program's defaults do not quote keys; false there changes nothing. In the mini program Taro's defaults also
    // write every non-ASCII character as a \uXXXX escape (ascii_only): six bytes for a Chinese character that UTF-8,
    // which WeChat's packages are, stores in three. Without it the main package is about 6 KiB smaller (measured
    // 570.5 -> 564.6 KiB); WeChat's compiler and audit (npm run test:wechat-ci) and the scenarios take it as it is.
    terser: { enable: true, config: { output: { quote_keys: false, ...(process.env.TARO_ENV === 'h5' ? {} : { ascii_only: false }) } } },
    mini: {
      compile: { include: COMPILED_PACKAGES },
      // WARE_SOURCEMAP=1 for looking into package sizes, as in the H5; off otherwise.
      enableSourceMap: process.env.WARE_SOURCEMAP === '1',
      sourceMapType: 'source-map',
      // Modules used only by one subpackage stay in it, keeping the main package under WeChat's 2 MiB limit.
      optimizeMainPackage: { enable: true },
      // Our CSS is component-scoped by class name, so chunk order does not matter.
      miniCssExtractPluginOption: { ignoreOrder: true },
      webpackChain(chain) {
        iconsWithTheirUsers(chain);
        // js-xss's CSS filter, which the rich-text sanitiser never runs (src/platform/no-css-filter.ts).
        chain.resolve.alias.set('cssfilter$', path.resolve(__dirname, '..', 'src/platform/no-css-filter.ts'));
        // What several subpackages share, one file per set of pages rather than per module (config/sub-common-groups.ts).
        if (chain.plugins.has('miniSplitChunksPlugin')) {
          const splitChunks = chain.plugin('miniSplitChunksPlugin');
          splitChunks.use(groupedSubCommon(splitChunks.get('plugin')), splitChunks.get('args'));
        }
      },
      postcss: {
        // The mini program's styles run in the WebViews of the WeChat clients its scripts target (babel.config.js:
        // iOS 10+, Chrome 53+), not package.json's browserslist (IE and Android 4): autoprefixer then adds no -ms- or
        // old flexbox prefixes and removes those NutUI ships (about 10 KiB of the main package, 13 of pagesB).
        autoprefixer: { enable: true, config: { overrideBrowserslist: WEAPP_BROWSERS } },
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
    },
    h5: {
      publicPath: '/',
      staticDirectory: 'static',
      router: { mode: 'browser', customRoutes: customRoutes() },
      // WARE_SOURCEMAP=1 for looking into bundle sizes (source-map-explorer); off otherwise.
      enableSourceMap: process.env.WARE_SOURCEMAP === '1',
      sourceMapType: 'source-map',
      webpackChain(chain) {
        chain.output.chunkLoadTimeout(ROUTE_LOADING.chunkTimeoutMs);
        // The browsers the H5 targets (babel.config.js, Chrome 70 and Safari 12 the oldest) run ES2015 and async
        // functions; webpack reads package.json's ES5 browserslist and would write its own runtime and module wrappers
        // in ES5 (larger) and warn about the entry's top-level await (src/entry-steps.h5.ts). Optional chaining and
        // globalThis stay off: those browsers lack them.
        chain.output.merge({
          environment: { arrowFunction: true, const: true, destructuring: true, forOf: true, templateLiteral: true, dynamicImport: true, asyncFunction: true },
        });
        iconsWithTheirUsers(chain);
        // Taro splits only initial chunks, so every lazily loaded page repeated the shared client code (NutUI pieces,
        // zod schemas, API modules). Splitting async chunks too puts what several pages share into shared chunks;
        // the 60 kB floor keeps them few and large, so the first route does not pay for many small files.
        const split = chain.optimization.get('splitChunks') as { cacheGroups: Record<string, object | false> };
        // Taro's group puts its own packages in a chunk of their own, which made the entry two scripts: the entry keeps
        // them, so the first page starts from one script (what async chunks share of Taro still goes to that group).
        const taro = { ...split.cacheGroups.taro, chunks: (chunk: { name?: string | null }) => chunk.name !== 'app' };
        chain.optimization.splitChunks({ ...split, cacheGroups: { ...split.cacheGroups, taro }, chunks: 'all', minSize: 60_000 });
        // Taro's request imports a JSONP client for an option we never use (src/platform/no-jsonp.h5.ts).
        chain.resolve.alias.set('jsonp-retry$', path.resolve(__dirname, '..', 'src/platform/no-jsonp.h5.ts'));
        // ... and polyfills for fetch and AbortController, which every browser the H5 targets has (no-polyfill.h5.ts).
        const noPolyfill = path.resolve(__dirname, '..', 'src/platform/no-polyfill.h5.ts');
        chain.resolve.alias.set('whatwg-fetch$', noPolyfill);
        chain.resolve.alias.set('abortcontroller-polyfill/dist/abortcontroller-polyfill-only$', noPolyfill);
        // Taro's React components are one module, which put every component any page uses into the first route:
        // ours gives the heavy ones a module each, so they load with the pages that use them (taro-components.h5.ts).
        chain.resolve.alias.set('@tarojs/components$', path.resolve(__dirname, '..', 'src/platform/taro-components.h5.ts'));
        // Taro's base stylesheet, loaded by every page, is mostly WeUI's icon font, which only four of its elements
        // use: those load it (config/weui-split-loader.cjs).
        chain.module
          .rule('taro-base-css')
          .test(/@tarojs[\\/]components[\\/]dist[\\/]taro-components[\\/]taro-components\.css$/)
          .enforce('pre')
          .use('weui-split')
          .loader(path.resolve(__dirname, 'weui-split-loader.cjs'));
        // The entry scripts run once the splash is painted (config/paint-first.ts).
        chain.plugin('paint-first').use(PaintFirstPlugin);
        // The entry compiles its functions while it streams in, not as each is first called (config/compile-hints.ts).
        chain.plugin('compile-hints').use(CompileHintsPlugin);
        // Where every shared link lands: the app index's chunks load beside the entry (config/route-preload.ts).
        chain.plugin('route-preload').use(RoutePreloadPlugin, [[{ address: '/app/index', page: PATHS.appIndex.slice(1) }]]);
        // The web app manifest and its icons (issue 40), before the service worker, which precaches them.
        chain.plugin('web-manifest').use(WebManifestPlugin);
        // Every text asset also as .br and .gz beside it, so a static host (the local server's @fastify/static with
        // preCompressed) sends the smaller file without compressing on each request. Production builds only. The scan
        // decoder's wasm too: about a megabyte that compresses to a third.
        if (process.env.NODE_ENV === 'production') {
          const textAssets = /\.(js|css|html|svg|json|wasm)$/;
          chain.plugin('gzip').use(CompressionPlugin, [{ test: textAssets, algorithm: 'gzip', filename: '[path][base].gz', threshold: 1024, minRatio: 0.9 }]);
          chain.plugin('brotli').use(CompressionPlugin, [{ test: textAssets, algorithm: 'brotliCompress', filename: '[path][base].br', threshold: 1024, minRatio: 0.9 }]);
          chain.plugin('service-worker').use(GenerateSW, [serviceWorker()]);
        }
      },
      output: { filename: 'js/[name].[contenthash:8].js', chunkFilename: 'js/[name].[contenthash:8].js' },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css',
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
    },
  };
  if (process.env.NODE_ENV === 'development') return merge({}, baseConfig, devConfig);
  return merge({}, baseConfig, prodConfig);
});
