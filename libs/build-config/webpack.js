// One webpack + Module Federation config for every app, so the shell and the six remotes build,
// share and serve the same way. Each app's webpack.config.js is a call to createWebpackConfig.
const fs = require('fs');
const path = require('path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { BOOT_SKIN_SCRIPT } = require('./boot-skin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('zlib');
const { EsbuildPlugin } = require('esbuild-loader');

/** The remote container's entry: the one file that declares a global (`var <name>`). */
const CONTAINER_FILE = 'remoteEntry.js';
const CONTAINER_ENTRY = /^remoteEntry\.js$/;
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedConfig, SINGLETONS, repoRoot } = require('./shared');
const { collectOwnAntdExports } = require('./used-exports');

const { readRuntimeConfig, portOf } = require('./runtime-config');
const { pagePolicy } = require('./csp');

// npm packages the shell's boot runs before its first render, signed in or not (the sign-in page included): put in
// one chunk of the shell's (see optimization.splitChunks below). antd, react-router and Mirage are not here: the
// first is not on the sign-in page, the other two are large enough to travel alone.
const BOOT_LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|redux|react-redux|use-sync-external-store|redux-saga|@redux-saga|@reduxjs|immer|reselect|redux-thunk|i18next|react-i18next|html-parse-stringify|void-elements|axios|@casl|@ucast|dayjs)[\\/]/;
// RTK Query (the one API slice, @live-agent/store/api) is for signed-in screens: it loads with the signed-in frame.
const NOT_AT_BOOT = /[\\/]node_modules[\\/]@reduxjs[\\/]toolkit[\\/]dist[\\/]query[\\/]/;
const isBootLibrary = (module) => {
  const resource = module.resource ?? module.nameForCondition?.() ?? '';
  return BOOT_LIBRARIES.test(resource) && !NOT_AT_BOOT.test(resource);
};

/** Writes `build-info.json` (name, version, build time) into dist: what `npm run package` names the folder by. */
class EmitBuildInfoPlugin {
  constructor(info) {
    this.info = info;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitBuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitBuildInfoPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            'build-info.json',
            new webpack.sources.RawSource(`${JSON.stringify(this.info, null, 2)}\n`),
          );
        },
      );
    });
  }
}

/** The package a module comes from (`@scope/name` or `name`), or `null` for the app's and the workspace libs' own code. */
function packageOf(resource) {
  const at = resource.lastIndexOf('node_modules/');
  if (at < 0) return null;
  const parts = resource.slice(at + 'node_modules/'.length).split('/');
  const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  return name.startsWith('@live-agent/') ? null : name;
}

/** A chunk's bytes (before minifying) per npm package, the rest counted as the app's own code or webpack's runtime. */
function chunkPackageBytes(compilation, chunk) {
  const bytes = {};
  const count = (module) => {
    if (module.modules) return module.modules.forEach(count); // a concatenated module: count its parts
    // Only what goes into the JS file: an extracted stylesheet's rules go to the chunk's .css file.
    if (!module.getSourceTypes().has('javascript')) return;
    const resource = module.resource ?? module.identifier();
    const key = packageOf(resource.replace(/\\/g, '/')) ?? 'own code';
    bytes[key] = (bytes[key] ?? 0) + module.size('javascript');
  };
  for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) count(module);
  for (const module of compilation.chunkGraph.getChunkRuntimeModulesIterable(chunk)) {
    bytes['webpack runtime'] = (bytes['webpack runtime'] ?? 0) + module.size();
  }
  return bytes;
}

/**
 * Writes `chunk-contents.json`: for each emitted JS file, its bytes (before minifying) per npm package, the
 * rest counted as the app's own code. The bench uses it to say where the downloaded bytes go.
 */
class EmitChunkContentsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitChunkContentsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitChunkContentsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const contents = {};
          for (const chunk of compilation.chunks) {
            const bytes = chunkPackageBytes(compilation, chunk);
            for (const file of chunk.files) if (file.endsWith('.js')) contents[file] = bytes;
          }
          compilation.emitAsset('chunk-contents.json', new webpack.sources.RawSource(JSON.stringify(contents)));
        },
      );
    });
  }
}

/** Packages whose code mostly runs as soon as their chunk arrives: the shared libraries the page boots and renders with. */
const RUN_ON_LOAD_PACKAGES = new Set(SINGLETONS.filter((name) => !name.startsWith('@live-agent/')));
/** V8's explicit compile hint: compile every function of this file eagerly, off the main thread while it streams. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Heads the entry chunk and every chunk holding a shared npm library (react, react-dom, antd, the router, redux,
 * i18next, axios, ...) with V8's compile hint (docs/architecture.md, "Scripts compiled while they download"): the page
 * boots and renders with them at once, and compiled lazily each function cost the main thread a parse and a compile
 * when first called (antd's chunk alone ~60 ms in one task). Runs after minifying (which drops comments) and before
 * the source maps are written (which follow the added line).
 */
class CompileHintsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage }, () => {
        const runsOnLoad = (chunk) =>
          chunk.hasRuntime() ||
          Object.keys(chunkPackageBytes(compilation, chunk)).some((name) => RUN_ON_LOAD_PACKAGES.has(name));
        for (const chunk of compilation.chunks) {
          if (!runsOnLoad(chunk)) continue;
          for (const file of chunk.files) {
            if (!file.endsWith('.js')) continue;
            compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(COMPILE_HINT, source));
          }
        }
      });
    });
  }
}

/**
 * Writes into the shell's index.html, as a JSON data block (`#signed-in-files`, never run as script), the files a
 * signed-in page's frame needs: antd's stylesheet, the chunk groups named in `chunkNames` and, for every shared
 * library they consume, the files of the shell's own copy. `index.ts` preloads them on a page opened signed in, so they download at once but run
 * only when the boot asks for them, after the shell's shared libraries are settled (docs/architecture.md, "One copy of
 * each shared library, whatever arrives first").
 */
class SignedInFilesPlugin {
  constructor(chunkNames) {
    this.chunkNames = chunkNames;
  }
  apply(compiler) {
    compiler.hooks.compilation.tap('SignedInFilesPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('SignedInFilesPlugin', (data) => {
        const files = new Set();
        const seen = new Set();
        const visit = (group) => {
          if (!group || seen.has(group)) return;
          seen.add(group);
          for (const chunk of group.chunks) {
            for (const file of chunk.files) if (file.endsWith('.js') || file.endsWith('.css')) files.add(file);
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
              // A consumed shared library: its fallback (the shell's copy) is loaded through the module's async block.
              if (module.constructor.name !== 'ConsumeSharedModule') continue;
              for (const block of module.blocks) visit(compilation.chunkGraph.getBlockChunkGroup(block));
            }
          }
        };
        for (const name of this.chunkNames) {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) throw new Error(`SignedInFilesPlugin: no chunk named ${name}`);
          visit(group);
        }
        // antd's static stylesheet too: the frame links it once the boot's libraries have run (installAntdStyles), so
        // asked for from there it was the last request before the frame's first render. Preloaded beside the frame's
        // scripts, the link then finds it in the cache (the same URL: ui-kit is the shell's copy).
        const styles = Object.keys(compilation.assets).find((file) =>
          compilation.assetsInfo.get(file)?.sourceFilename?.endsWith('antd-static.css'),
        );
        if (styles) files.add(styles);
        const json = JSON.stringify([...files].sort()).replace(/</g, '\\u003c');
        data.assetTags.scripts.unshift(
          HtmlWebpackPlugin.createHtmlTagObject('script', { type: 'application/json', id: 'signed-in-files' }, json),
        );
        return data;
      });
    });
  }
}

/** The file a remote's own page loads first when it runs alone (see federation-runtime.js). */
const STANDALONE_RUNTIME_FILE = 'federation-runtime.js';

/**
 * Every antd icon on the page is decorative unless it is given a name (libs/ui-kit/src/icons/decorative.tsx): the two
 * components @ant-design/icons draws every icon with are replaced by ui-kit's stand-ins wherever an icon module asks for
 * them, so our icons and those antd's own components draw (a clear button's, the pager's) are covered alike. Jest does
 * the same with a moduleNameMapper (jest.base.js).
 */
const DECORATIVE_ICONS_DIR = path.resolve(__dirname, '../ui-kit/src/icons');
const decorativeIcons = () =>
  new webpack.NormalModuleReplacementPlugin(/^\.\.\/components\/AntdIcon(Light)?$/, (resource) => {
    if (!/[\\/]@ant-design[\\/]icons[\\/]/.test(resource.context ?? '')) return;
    resource.request = path.join(DECORATIVE_ICONS_DIR, `${path.basename(resource.request)}.tsx`);
  });

/** Puts the standalone runtime's script before the entry in a remote's own index.html (deferred scripts run in order). */
class StandaloneRuntimeTagPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('StandaloneRuntimeTagPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('StandaloneRuntimeTagPlugin', (data) => {
        data.assetTags.scripts.unshift(
          HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: `/${STANDALONE_RUNTIME_FILE}` }),
        );
        return data;
      });
    });
  }
}

/**
 * Skips Module Federation's "shared fallback" compilations. With `treeShaking` on a shared library (shared.js: antd,
 * react-router), the plugin compiles that library again, whole, once per build, into `independent-packages/`, for a
 * consumer whose exports the provided tree-shaken copy lacks. The app's own compilation then cleans its output
 * folder (`output.clean`), so those files never reached a dist, while each entry still named them: a fallback that
 * would have answered 404. Every app is built from this repository against one list of used exports
 * (used-exports.js), so the page's copy holds what each consumer needs, and a consumer's own bundled copy remains
 * its fallback. Without these compilations a build takes about a quarter less CPU.
 * - The compilation is that one tap of the compilation's `finishModules`, replaced through tapable's `register`
 *   interceptor.
 * - The runtime still gets a fallback table, empty (the federation runtime takes the tree-shaking path only with one;
 *   without it the page did not start), so each consumer falls back to its own copy.
 */
class NoSharedFallbackBuildsPlugin {
  apply(compiler) {
    const { RuntimeModule, RuntimeGlobals, Template } = compiler.webpack;
    class EmptySharedFallback extends RuntimeModule {
      constructor() {
        super('shared-fallback-none', RuntimeModule.STAGE_ATTACH);
      }
      generate() {
        const federation = `${RuntimeGlobals.require}.federation`;
        return Template.asString([
          `if (!${federation}) return;`,
          `${federation}.sharedFallback = {};`,
          `${federation}.libraryType = "global";`,
        ]);
      }
    }
    compiler.hooks.thisCompilation.tap('NoSharedFallbackBuildsPlugin', (compilation) => {
      compilation.hooks.finishModules.intercept({
        register: (tap) => (tap.name === 'IndependentSharedPlugin' ? { ...tap, fn: () => Promise.resolve() } : tap),
      });
      compilation.hooks.additionalTreeRuntimeRequirements.tap('NoSharedFallbackBuildsPlugin', (chunk) => {
        compilation.addRuntimeModule(chunk, new EmptySharedFallback());
      });
    });
  }
}

/**
 * Each text file also as `<file>.br`, compressed once here rather than per request: about 16% fewer bytes than gzip,
 * served to every browser that accepts it (scripts/serve.mjs, deploy/nginx; docs/architecture.md, "How the page
 * stays light"). Quality 10, not 11: on the pages remote's 8.3 MB of scripts 11 took 2.8 times as long (36 s against
 * 14 s on one core) for 1.7% fewer bytes. Source maps stay plain: only DevTools reads them.
 */
function brotliCopies() {
  return new CompressionPlugin({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    test: /\.(js|css|html|json|svg)$/,
    // config.json is edited in a deployed dist to repoint the shell: a compressed copy would go stale.
    exclude: /(^|\/)config\.json$/,
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10 } },
    threshold: 1024,
    minRatio: 0.9,
  });
}

/**
 * Where a build goes: the app's dist, or LIVE_AGENT_OUT_DIR (a drill building another version beside the build that
 * is being served, scripts/build.mjs).
 */
function outputDir(dir) {
  return process.env.LIVE_AGENT_OUT_DIR ? path.resolve(process.env.LIVE_AGENT_OUT_DIR) : path.join(dir, 'dist');
}

/**
 * The second compilation of a remote: federation-runtime.js bundled alone, without Module Federation, so the
 * runtime it provides is not itself read from the global it sets. Runs after the remote's build (which cleans dist).
 */
function standaloneRuntimeConfig({ dir, name, production }) {
  return {
    name: `${name}-federation-runtime`,
    dependencies: [name],
    mode: production ? 'production' : 'development',
    context: dir,
    entry: require.resolve('./federation-runtime.js'),
    devtool: false,
    output: { path: outputDir(dir), filename: STANDALONE_RUNTIME_FILE, clean: false },
    optimization: { minimizer: [new EsbuildPlugin({ target: 'es2020' })] },
    // Its brotli copy too: nginx's brotli_static sends a file without one uncompressed to a br browser (deploy/nginx).
    plugins: production ? [brotliCopies()] : [],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * @param {object} options
 * @param {string} options.dir        the app folder (__dirname of its webpack.config.js)
 * @param {string} options.name       the federation name (shell, liveAgent, todoCalendar, ...)
 * @param {Record<string,string>} [options.exposes]  modules this app exposes (remotes: './routes')
 * @param {string[]} [options.runtimePlugins]        MF runtime plugins (the shell's load-failure fallback)
 * @param {'swc'|'esbuild'} [options.minifier]       swc for the shell, whose bytes gate the first load (terser's
 *                                                    size at a fraction of its time); esbuild (faster still, ~7%
 *                                                    larger) for remotes, loaded later
 * @param {string[]} [options.signedInChunks]         the shell's named chunks a page opened signed in preloads
 * @param {string} [options.title]                    a remote's name on the tab of its own page ('Chat' gives "Chat
 *                                                    (standalone)"): the one page every remote serves alone
 *                                                    (standalone-page.html); without it, the app's public/index.html
 */
function createWebpackConfig({
  dir,
  name,
  exposes = {},
  runtimePlugins = [],
  minifier = 'esbuild',
  signedInChunks = [],
  title,
}) {
  const runtimeConfig = readRuntimeConfig();
  const isShell = name === 'shell';
  const port = isShell ? runtimeConfig.shellPort : portOf(runtimeConfig.remotes[name].entry);

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const buildInfo = {
      name,
      // LIVE_AGENT_BUILD_VERSION stamps a build with another version without editing package.json (a redeploy drill).
      version:
        process.env.LIVE_AGENT_BUILD_VERSION ||
        JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version,
      builtAt: new Date().toISOString(),
    };
    const config = {
      name,
      mode: production ? 'production' : 'development',
      context: dir,
      entry: './src/index.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outputDir(dir),
        // 'auto' lets a remote's chunks load from wherever its manifest was fetched.
        publicPath: 'auto',
        uniqueName: name,
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
      module: {
        rules: [
          // `import source from './Example.tsx?raw'`: a file's own text, as the showcase prints beside each example.
          { resourceQuery: /raw/, type: 'asset/source' },
          // The antd components this remote alone uses come from its own copy of antd (antd-own-imports-loader.js).
          {
            test: /\.tsx?$/,
            include: path.join(dir, 'src'),
            resourceQuery: { not: [/raw/] },
            enforce: 'pre',
            loader: require.resolve('./antd-own-imports-loader.js'),
            options: { names: isShell ? [] : (collectOwnAntdExports(repoRoot)[path.basename(dir)] ?? []) },
          },
          {
            test: /\.[cm]?tsx?$/,
            resourceQuery: { not: [/raw/] },
            loader: 'esbuild-loader',
            options: { target: 'es2020', jsx: 'automatic' },
          },
          // An imported .css goes to a .css file of its chunk in production (linked as the chunk loads, parsed by the
          // browser's CSS parser rather than run as script: docs/architecture.md, "How the page stays light"); the dev
          // server injects it with style-loader, for hot reloading. A `new URL('./x.css', import.meta.url)` is a file
          // the page links itself (webpack's default for URL dependencies: an asset), as antd's static stylesheet.
          {
            test: /\.css$/,
            dependency: { not: ['url'] },
            use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
          },
          { test: /\.(png|svg|jpe?g|gif|webp)$/, type: 'asset/resource' },
          // antd's style functions never run under zeroRuntime; the loader leaves them out (antd-style-code-loader.js).
          {
            test: /[\\/]node_modules[\\/]antd[\\/]es[\\/].*\.js$/,
            loader: require.resolve('./antd-style-code-loader.js'),
          },
        ],
      },
      optimization: {
        // The shell's boot needs every one of these small shared libraries before its first render; one file each
        // was a score of requests, six at a time over HTTP/1.1. Together they are one request (docs/architecture.md,
        // "How the page stays light"). Remotes keep theirs apart: the shell's copies are the ones the page runs.
        ...(isShell
          ? {
              splitChunks: {
                cacheGroups: {
                  bootLibraries: {
                    test: isBootLibrary,
                    name: 'boot-libraries',
                    chunks: 'async',
                    enforce: true,
                    priority: 20,
                  },
                },
              },
            }
          : {}),
        minimizer:
          minifier === 'swc'
            ? [
                new TerserPlugin({
                  minify: TerserPlugin.swcMinify,
                  parallel: 2,
                  extractComments: false,
                  terserOptions: { ecma: 2020, compress: { passes: 2 }, mangle: true, format: { comments: false } },
                }),
              ]
            : // esbuild declares the helpers it lowers class fields with at the top of a file (`var Lt=…`); in a
              // classic script those are the page's globals, so two files' helpers of one name overwrote each other
              // (a remote's own antd once set its fields with Object.defineProperty itself). Every file is wrapped in
              // a function, as esbuild-loader does by default, but the container entry: its `var <name>` is the
              // global the host reads, and webpack already wraps the rest of it.
              [
                new EsbuildPlugin({ target: 'es2020', css: true, format: 'iife', exclude: CONTAINER_ENTRY }),
                new EsbuildPlugin({ target: 'es2020', format: undefined, include: CONTAINER_ENTRY }),
              ],
      },
      performance: { hints: false },
      plugins: [
        decorativeIcons(),
        // Before the federation plugin, whose tree shaking taps the compilation's hooks after every plugin applied.
        new NoSharedFallbackBuildsPlugin(),
        new ModuleFederationPlugin({
          name,
          filename: CONTAINER_FILE,
          // Every remote also exposes its build info (the shell shows it in the presenter panel).
          exposes: isShell ? exposes : { ...exposes, './build-info': require.resolve('./build-info.js') },
          shared: sharedConfig(),
          // The shell provides the page's one federation runtime (provide-federation-runtime.js).
          runtimePlugins: isShell
            ? [require.resolve('./provide-federation-runtime.js'), ...runtimePlugins]
            : runtimePlugins,
          // A provider already registered (the shell's, loaded first) is never replaced by a remote's copy
          // of the same version: without this, a remote could take over antd's slot and bring a second antd.
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          // One runtime on the page: the shell provides it on a global, and every remote's entry uses that one
          // instead of its own copy (docs/architecture.md, "One Module Federation runtime").
          experiments: isShell ? {} : { externalRuntime: true },
        }),
        // Which build this is, compiled into the app (build-info.js) and written beside it for `npm run package`.
        new webpack.DefinePlugin({ __LIVE_AGENT_BUILD__: JSON.stringify(buildInfo) }),
        new EmitBuildInfoPlugin(buildInfo),
        new EmitChunkContentsPlugin(),
        ...(production ? [new CompileHintsPlugin()] : []),
        // Each chunk's styles have nothing to override in another chunk's: their order between chunks is free.
        ...(production
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:10].css',
                chunkFilename: '[name].[contenthash:10].css',
                ignoreOrder: true,
              }),
            ]
          : []),
        ...(production ? [brotliCopies()] : []),
        // Absolute script URLs so deep links (/apps/todo) load the page; chunks still resolve 'auto'.
        new HtmlWebpackPlugin({
          ...(title
            ? { template: require.resolve('./standalone-page.html'), title }
            : // The skin's inline script is written into the page from the one source its CSP hash is taken from.
              { template: './public/index.html', bootSkinScript: BOOT_SKIN_SCRIPT }),
          chunks: ['main'],
          publicPath: '/',
        }),
        ...(isShell ? [] : [new StandaloneRuntimeTagPlugin()]),
        ...(signedInChunks.length ? [new SignedInFilesPlugin(signedInChunks)] : []),
        new CopyPlugin({
          patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true }],
        }),
      ],
      devServer: {
        port,
        historyApiFallback: true,
        hot: true,
        // The headers of the production servers (scripts/serve.mjs, deploy/nginx): CORS on a remote's files only,
        // the page's policy with what hot reloading needs (csp.js).
        headers: {
          ...(isShell ? {} : { 'Access-Control-Allow-Origin': '*' }),
          'Cache-Control': 'no-cache',
          'Content-Security-Policy': pagePolicy(readRuntimeConfig(), { shell: isShell, development: true }),
          'X-Content-Type-Options': 'nosniff',
          'Referrer-Policy': 'strict-origin-when-cross-origin',
        },
        client: { overlay: { runtimeErrors: false } },
      },
      stats: 'errors-warnings',
    };
    return isShell ? config : [config, standaloneRuntimeConfig({ dir, name, production })];
  };
}

module.exports = { createWebpackConfig };
