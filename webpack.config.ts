import path from 'node:path';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import { DEFAULT_CONFIG } from './src/app/config';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

const apiServer = process.env.API_SERVER ?? 'http://localhost:8080';
const reactRouterBuild = (file: string) => path.resolve(__dirname, 'node_modules/react-router/dist/production', file);

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration & { devServer?: DevServerConfiguration } => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: './src/index.tsx',
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: '/',
      clean: true,
    },
    // Production maps are written beside the bundles for error tracking, but the bundles do not name them
    // (no sourceMappingURL comment) and the server never serves a .map file (server/src/routes/site.ts).
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        'resize-observer-polyfill$': path.resolve(__dirname, 'src/shims/nativeResizeObserver.ts'),
        // react-router's package exports always name its development build, warnings and checks included
        // (remix-run/react-router#12532); a production build takes the production files it ships beside them.
        ...(production ? { 'react-router$': reactRouterBuild('index.mjs'), 'react-router/dom$': reactRouterBuild('dom-export.mjs') } : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            // Type-checking is `npm run typecheck`; emitting ES modules keeps every import() a lazy chunk.
            options: { transpileOnly: true, compilerOptions: { module: 'ESNext', sourceMap: true } },
          },
        },
        // Production CSS goes to its own files, so it neither weighs on the JavaScript nor waits for it.
        { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
        { test: /\.(svg|png|jpe?g|gif|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: 'public/index.html' }),
      // In development /config.js comes from the API server through the proxy, so it names that server's locations.
      new CopyWebpackPlugin({
        patterns: [
          {
            from: 'public',
            globOptions: { ignore: ['**/index.html', ...(production ? [] : ['**/config.js'])] },
            transform: (content, file) => (file.endsWith('config.js') ? content.toString().replace('SHOP_CONFIG_DEFAULTS', JSON.stringify(DEFAULT_CONFIG, null, 2)) : content),
          },
        ],
      }),
      ...(production ? [new MiniCssExtractPlugin({ filename: 'assets/[name].[contenthash:8].css', chunkFilename: 'assets/[name].[contenthash:8].css' })] : []),
    ],
    optimization: { sideEffects: true },
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
