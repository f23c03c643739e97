import { realpathSync } from 'node:fs';
import path from 'node:path';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import { DEFAULT_CONFIG } from './src/app/config';
import { shopContact } from './src/domain/shopContact';
import english from './src/i18n/catalogues/en';
import { siteDescription } from './src/i18n/siteTexts';
import { createTexts } from './src/i18n/texts';
import { ANTD_COMPONENTS, antdStylesFile, antdTokenFile, type AntdStyleSheet } from './scripts/antdStyles';
import { languageSwitchFontFile } from './scripts/languageSwitchFont';
import { BENGALI_FONTS } from './src/render/pageFonts';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack, { type Configuration, type RuleSetRule } from 'webpack';
import { type BrotliOptions, constants as zlib } from 'node:zlib';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

const apiServer = process.env.API_SERVER ?? 'http://localhost:8080';
const reactRouterBuild = (file: string) => path.resolve(__dirname, 'node_modules/react-router/dist/production', file);

type Argv = { mode?: Configuration['mode'] };

const isProduction = (argv: Argv) => argv.mode !== 'development';

const generatedCache = path.resolve(__dirname, 'node_modules/.cache/metal-merch');

const antdEs = realpathSync(path.resolve(__dirname, 'node_modules/antd/es'));
const shim = (file: string) => path.resolve(__dirname, 'src/shims', file);

/**
 * antd runs zero-runtime, its styles written at build time: what it would compute in the browser to generate them
 * (the CSS-in-JS runtime, the theme's algorithm, each component's style code) is swapped for what it still needs.
 */
const antdWithoutStyleRuntime = {
  '@shop/antd-token.json$': antdTokenFile(generatedCache),
  [`${antdEs}/theme/useToken$`]: shim('antdUseToken.ts'),
  // The shop's own reading of it (src/components/useAntdClasses.ts).
  'antd/es/theme/useToken$': shim('antdUseToken.ts'),
  [`${antdEs}/theme/themes/default/theme$`]: shim('antdDefaultTheme.ts'),
  [`${antdEs}/theme/util/genStyleUtils$`]: shim('antdCssVar.ts'),
  '@ant-design/cssinjs$': shim('antdCssinjs.ts'),
};

/** Parts of antd that every page with antd imports but that no page of the shop shows: stand-ins that throw if shown. */
const antdUnshownParts = {
  // ConfigProvider renders it only under `tooltip.unique`; antd's own brings the popup engine to every page.
  [`${antdEs}/tooltip/UniqueProvider$`]: shim('antdTooltipUniqueProvider.ts'),
};

/** antd's style modules (the placement of popups' arrows excepted: a component computes it), for scripts/antdStyleStubs.cjs. */
const antdStyleModules: RuleSetRule = {
  test: /[\\/]antd[\\/]es[\\/](.+[\\/])?style([\\/].+)?\.js$/,
  exclude: /[\\/]style[\\/](placement|rounded)Arrow\.js$/,
  use: { loader: path.resolve(__dirname, 'scripts/antdStyleStubs.cjs'), options: { hooks: shim('antdStyleHooks.ts') } },
};

/**
 * antd's inputs, checkboxes and selects import Form's context provider from @rc-component/form's index; the package does
 * not declare itself free of side effects, so the whole form library (and its async validator) came along with them.
 */
const rcFormTrimmed: RuleSetRule = { test: /[\\/]@rc-component[\\/]form[\\/]/, sideEffects: false };

/** react-router's production build, without what keeps its unused parts in the bundle (scripts/reactRouterUnnamed.cjs). */
const reactRouterTrimmed: RuleSetRule = {
  test: /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/,
  use: { loader: path.resolve(__dirname, 'scripts/reactRouterUnnamed.cjs') },
};

/**
 * antd imports a name or two from the indexes of @rc-component/util and @rc-component/motion (ConfigProvider: merge,
 * useMemo, the motion context), and its Input the input alone from @rc-component/input's. None declares itself free of
 * side effects, so each index came whole, and every page with antd carried what any one page uses of them (key codes,
 * focus traps, scroll-bar sizes, the motion lists; beside each text input, the text area and its resize observer).
 */
const rcIndexesTrimmed: RuleSetRule = { test: /[\\/]@rc-component[\\/](util|motion|input)[\\/]/, sideEffects: false };

/** A name antd imports that a stand-in lacks fails the build rather than reaching the browser as undefined. */
const antdImportsChecked: RuleSetRule = { test: /[\\/]antd[\\/]es[\\/]/, parser: { exportsPresence: 'error' } };

/**
 * Modules only sagas use (the browser's sagas among them): one chunk, fetched on every page after hydration, rather
 * than the several webpack cuts by which routes' sagas share each. A phone keeps six connections to the shop: the
 * filter sheet's files, the sagas and the page's own went in two waves a latency apart, and a filter waited for both.
 */
function onlyInSagaChunks(module: webpack.Module, { chunkGraph }: { chunkGraph: webpack.ChunkGraph }): boolean {
  const names = [...chunkGraph.getModuleChunksIterable(module)].map((chunk) => chunk.name ?? '');
  return names.includes('sagas') && names.every((name) => name === 'sagas' || name.endsWith('-sagas'));
}

const antdStyleSheets = Object.keys(ANTD_COMPONENTS) as AntdStyleSheet[];

const resolve = (production: boolean, client: boolean): Configuration['resolve'] => ({
  extensions: ['.tsx', '.ts', '.js'],
  alias: {
    // Generated before the build: antd's styles for the shop's theme (scripts/antdStyles.ts says which is which), and
    // the language switch's Bengali face (scripts/languageSwitchFont.ts).
    '@shop/antd.css$': antdStylesFile(generatedCache, 'first-paint'),
    ...Object.fromEntries(
      antdStyleSheets
        .filter((sheet) => sheet !== 'first-paint')
        .map((sheet) => [`@shop/antd-${sheet}.css$`, antdStylesFile(generatedCache, sheet)]),
    ),
    '@shop/language-switch.woff2$': languageSwitchFontFile(generatedCache),
    'resize-observer-polyfill$': path.resolve(__dirname, 'src/shims/nativeResizeObserver.ts'),
    // root/persistence.ts names the CommonJS build, which Node (replay, tests) can load; the browser takes its ES twin.
    'redux-persist/lib/storage/createWebStorage$': 'redux-persist/es/storage/createWebStorage',
    ...antdWithoutStyleRuntime,
    ...antdUnshownParts,
    // react-router's package exports always name its development build, warnings and checks included
    // (remix-run/react-router#12532); a production build takes the production files it ships beside them.
    // Messages reach the browser already parsed (scripts/compileMessages.cjs), so ICU's parser stays out of it.
    ...(client ? { '@formatjs/icu-messageformat-parser$': require.resolve('@formatjs/icu-messageformat-parser/no-parser.js') } : {}),
    ...(production ? { 'react-router$': reactRouterBuild('index.mjs'), 'react-router/dom$': reactRouterBuild('dom-export.mjs') } : {}),
  },
});

/** Each build compiles with its target's settings (tsconfig.web.json, tsconfig.render.json). */
const typescript = (configFile: string): RuleSetRule => ({
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'ts-loader',
    // Type-checking is `npm run typecheck`; emitting ES modules keeps every import() a lazy chunk.
    options: { configFile, transpileOnly: true, compilerOptions: { module: 'ESNext', sourceMap: true } },
  },
});

/** The message catalogues, compiled as they are built (scripts/compileMessages.cjs). */
const messages: RuleSetRule = {
  test: /[\\/]src[\\/]i18n[\\/]messages[\\/].+\.json$/,
  type: 'javascript/auto',
  use: path.resolve(__dirname, 'scripts/compileMessages.cjs'),
};

/** Pictures and web fonts that CSS or code refers to: copied under a hashed name. */
const assets = (emit: boolean): RuleSetRule => ({ test: /\.(svg|png|jpe?g|gif|webp|woff2)$/, type: 'asset/resource', generator: { emit } });

const assetNames = 'assets/[name].[contenthash:8][ext]';

/**
 * Each hashed script, style and picture also written brotli- and gzip-compressed at the highest levels, which the
 * server sends to clients that take them (@fastify/static's preCompressed): on-the-fly compression uses fast levels,
 * and brotli's highest is some 15% smaller, which a phone on a slow link waits for before any tap is answered.
 */
const precompressed = () => {
  const files = { test: /^assets\/.+\.(js|css|svg)$/, threshold: 1024 };
  return [
    new CompressionPlugin<BrotliOptions>({
      ...files,
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } },
      filename: '[path][base].br',
    }),
    new CompressionPlugin({
      ...files,
      algorithm: 'gzip',
      compressionOptions: { level: zlib.Z_BEST_COMPRESSION },
      filename: '[path][base].gz',
    }),
  ];
};

/**
 * Every script opens with V8's compile hint (Chrome 136 and later): its functions are compiled while it downloads, off
 * the main thread, instead of one at a time on the main thread as each is first called. The shop fetches a chunk when
 * its code is about to run, so nearly all of it is called at once; on the slow profile the product page's size tapped
 * at first paint was taken some 160 ms sooner. Added after minification, which would strip the comment.
 */
const compileHint = () =>
  new webpack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });

/**
 * Writes dist/chunks.json: each lazy chunk by its webpackChunkName (a route's page), with every script and style
 * sheet it needs, so a server-rendered page can fetch its route's code beside the entry instead of after it.
 */
class ChunkFilesPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('ChunkFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ChunkFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const files = [...compilation.namedChunkGroups]
          .filter(([, group]) => !group.isInitial())
          .map(([name, group]) => [
            name,
            group
              .getFiles()
              .filter((file) => /\.(js|css)$/.test(file))
              .map((file) => `${publicPath}${file}`),
          ]);
        // The Bengali font's files: a Bengali page preloads those its device has no copy of (src/render/pageFonts.ts).
        const bengaliFonts = Object.keys(compilation.assets)
          .filter((file) => /noto-sans-bengali-bengali-\d+-normal\.[0-9a-f]+\.woff2$/.test(file))
          .map((file) => `${publicPath}${file}`);
        files.push([BENGALI_FONTS, bengaliFonts]);
        compilation.emitAsset('chunks.json', new webpack.sources.RawSource(JSON.stringify(Object.fromEntries(files), null, 1)));
      });
    });
  }
}

/** The browser's build: dist/, which also runs alone behind any static host. */
export const clientConfig = (_env: unknown, argv: Argv): Configuration & { devServer?: DevServerConfiguration } => {
  const production = isProduction(argv);
  return {
    name: 'client',
    mode: production ? 'production' : 'development',
    entry: './src/index.tsx',
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      // A lazy chunk's file goes by number: a name in it would put a table of every chunk's name in the entry, some
      // 0.5 KiB gzip that no page needs. dist/chunks.json still says which files are whose.
      chunkFilename: production ? 'assets/[id].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: assetNames,
      publicPath: '/',
      clean: true,
    },
    // Production maps are written beside the bundles for error tracking, but the bundles do not name them
    // (no sourceMappingURL comment) and the server never serves a .map file (server/src/routes/site.ts).
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: resolve(production, true),
    module: {
      rules: [
        typescript('tsconfig.web.json'),
        messages,
        antdStyleModules,
        antdImportsChecked,
        rcFormTrimmed,
        reactRouterTrimmed,
        rcIndexesTrimmed,
        // Production CSS goes to its own files, so it neither weighs on the JavaScript nor waits for it.
        { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
        assets(true),
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: 'public/index.html',
        // The page a browser gets where the server does not render: in English, as the server's default.
        templateParameters: { site: { ...shopContact, description: siteDescription(createTexts('en', english)) } },
      }),
      // In development /config.js comes from the API server through the proxy, so it names that server's locations.
      new CopyWebpackPlugin({
        patterns: [
          {
            from: 'public',
            globOptions: { ignore: ['**/index.html', ...(production ? [] : ['**/config.js'])] },
            transform: (content, file) =>
              file.endsWith('config.js')
                ? content.toString().replace('SHOP_CONFIG_DEFAULTS', JSON.stringify(DEFAULT_CONFIG, null, 2))
                : content,
          },
        ],
      }),
      new ChunkFilesPlugin(),
      ...(production
        ? [
            new MiniCssExtractPlugin({ filename: 'assets/[name].[contenthash:8].css', chunkFilename: 'assets/[id].[contenthash:8].css' }),
            compileHint(),
            ...precompressed(),
          ]
        : []),
    ],
    optimization: {
      sideEffects: true,
      // A module's exports named a, b, c… in the order of their names, rather than by a hash of each name: about 0.7
      // KiB gzip off the entry and 1.5 off each page's route. A module that gains or loses an export renames the others,
      // so the chunks that import it change too; a build of the same sources still writes the same files.
      mangleExports: 'size',
      // Memoized selectors serve the shop's sagas and most pages' own, not the entry: one chunk they share, fetched
      // once, rather than a copy in each (too small for webpack's default of a chunk of its own).
      splitChunks: {
        cacheGroups: {
          reselect: { test: /[\\/]node_modules[\\/]reselect[\\/]/, name: 'reselect', chunks: 'async', enforce: true },
          sagaBase: { test: onlyInSagaChunks, name: 'saga-base', chunks: 'async', enforce: true },
        },
      },
    },
    performance: { hints: false },
    devServer: {
      port: 3000,
      historyApiFallback: true,
      hot: true,
      // public/ reaches the page through the copy plugin; served as is, its config.js would shadow the proxy's.
      static: false,
      proxy: [{ context: ['/api', '/images', '/gateway', '/config.js'], target: apiServer }],
    },
  };
};

/**
 * The server renderer: one CommonJS file, dist-server/render.js, that the Node server requires to render each route.
 * It is built from the same sources; CSS and images are the client's (same hashed names), so it emits neither.
 */
export const serverConfig = (_env: unknown, argv: Argv): Configuration => {
  const production = isProduction(argv);
  return {
    name: 'server',
    mode: production ? 'production' : 'development',
    target: 'node',
    entry: './src/render/index.tsx',
    output: {
      path: path.resolve(__dirname, 'dist-server'),
      filename: 'render.js',
      assetModuleFilename: assetNames,
      publicPath: '/',
      library: { type: 'commonjs2' },
      clean: true,
    },
    devtool: false,
    resolve: resolve(production, false),
    module: {
      rules: [
        typescript('tsconfig.render.json'),
        messages,
        antdStyleModules,
        antdImportsChecked,
        { test: /\.css$/, use: [{ loader: MiniCssExtractPlugin.loader, options: { emit: false } }, 'css-loader'] },
        assets(false),
      ],
    },
    // jsdom stays a package the server requires at run time: it reads its own files beside its code.
    externals: { jsdom: 'commonjs jsdom' },
    plugins: [
      new MiniCssExtractPlugin(),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      // News articles are sanitised in a jsdom window on the server (see src/features/news/domWindow.ts).
      new webpack.NormalModuleReplacementPlugin(
        /features[\\/]news[\\/]domWindow(\.ts)?$/,
        path.resolve(__dirname, 'src/render/serverWindow.ts'),
      ),
    ],
    optimization: { sideEffects: true, minimize: false },
    performance: { hints: false },
  };
};

export default (env: unknown, argv: Argv) => [clientConfig(env, argv), serverConfig(env, argv)];
