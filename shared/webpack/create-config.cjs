// The one webpack + module-federation configuration factory of the six front-end apps.
// Usage (an app's webpack.config.js):
//   module.exports = require('@lobby/shared/webpack/create-config.cjs').createConfig({
//     name: 'auth', dir: __dirname, port: 3001, exposes: { './App': './src/App.tsx' } });
const fs = require('node:fs');
const path = require('node:path');
const { constants: zlib } = require('node:zlib');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { buildSharedConfig, sharedImplAliases } = require('./shared-config.cjs');
const { PreloadStartupChunksPlugin } = require('./preload-startup-chunks.cjs');

const FEDERATION_NAMES = ['host', 'auth', 'lobby', 'member', 'promo', 'agent'];
const REMOTE_DEV_PORTS = { auth: 3001, lobby: 3002, member: 3003, promo: 3004, agent: 3005 };
const API_TARGET = process.env.LOBBY_API_URL || 'http://127.0.0.1:8080';
const AXIOS_WITHOUT_FETCH_ADAPTER = path.join(__dirname, 'axios-without-fetch-adapter.mjs');
const STANDALONE_TEMPLATE = path.join(__dirname, 'standalone.html');
const LOCALES_DIR = path.dirname(require.resolve('@lobby/locales/package.json'));

function validateOptions(options) {
  const problems = [];
  if (!FEDERATION_NAMES.includes(options.name)) {
    problems.push(`name must be one of ${FEDERATION_NAMES.join(', ')} (got "${options.name}")`);
  }
  if (!options.dir || !path.isAbsolute(options.dir)) problems.push('dir must be an absolute path');
  if (!Number.isInteger(options.port)) problems.push('port must be an integer');
  if (options.exposes && typeof options.exposes !== 'object')
    problems.push('exposes must be an object');
  if (options.isHost && options.exposes) problems.push('the host exposes nothing');
  if (problems.length) throw new Error(`createConfig: ${problems.join('; ')}`);
}

// In dev the host reaches each remote's own dev server through /remotes/<name>/, so the same
// brand-config.json works in dev and production. LOBBY_REMOTES=api serves the built remotes
// through the platform API instead.
function devRemoteProxies() {
  if (process.env.LOBBY_REMOTES === 'api') return [{ context: ['/remotes'], target: API_TARGET }];
  return Object.entries(REMOTE_DEV_PORTS).map(([name, port]) => ({
    context: [`/remotes/${name}`],
    target: `http://127.0.0.1:${port}`,
    pathRewrite: { [`^/remotes/${name}(/standard|/gold)?`]: '' },
  }));
}

function copyPatterns({ isHost, publicDir }) {
  const patterns = [];
  if (publicDir && fs.existsSync(publicDir)) {
    // public/ holds static files; an index.html there is the document template, not copied.
    patterns.push({
      from: publicDir,
      to: '.',
      globOptions: { ignore: ['**/index.html'] },
      noErrorOnMissing: true,
    });
  }
  if (isHost) {
    patterns.push({ from: '*/*.json', context: LOCALES_DIR, to: 'locales' });
  }
  return patterns;
}

/**
 * @param {{ name: string, dir: string, port: number, exposes?: Record<string,string>,
 *   isHost?: boolean, publicDir?: string, extraDefine?: Record<string, unknown>,
 *   outputDir?: string, runtimePlugins?: string[] }} options
 */
function createConfig(options) {
  validateOptions(options);
  const {
    name,
    dir,
    port,
    exposes,
    isHost = false,
    extraDefine = {},
    runtimePlugins = [],
  } = options;
  const publicDir = options.publicDir ?? path.join(dir, 'public');
  const outputDir = options.outputDir ?? path.join(dir, 'dist');
  // The host's document is its own (public/index.html: the early requests and the first frame);
  // a remote run alone gets the one standalone page, titled with its name.
  const ownTemplate = path.join(publicDir, 'index.html');
  const htmlTemplate = fs.existsSync(ownTemplate) ? ownTemplate : STANDALONE_TEMPLATE;

  return (_env, argv = {}) => {
    const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
    const patterns = copyPatterns({ isHost, publicDir });
    const define = Object.fromEntries(
      Object.entries(extraDefine).map(([key, value]) => [key, JSON.stringify(value)]),
    );

    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: outputDir,
        publicPath: 'auto',
        uniqueName: `lobby_${name}`,
        // Entry chunks (main, remoteEntry) keep a stable name: webpack 5.111 fails when the
        // federation runtime resolves an entry's [contenthash] (module-federation/core#5077).
        // They are tiny (async boundary + runtime); index.html busts the cache with ?hash and the
        // remotes' mf-manifest.json is fetched fresh. Every other chunk is content-hashed.
        filename: '[name].js',
        // Hashed in development too: two share keys backed by one module (react-router and
        // react-router-dom both point at the slim router) give two chunks of the same name.
        chunkFilename: '[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // '@/…' is the app's own src/ (tsconfig paths and the jest mapper say the same)
        alias: { '@': path.join(dir, 'src'), ...sharedImplAliases() },
      },
      module: {
        rules: [
          {
            // The platform's lottery rules (the lottery page runs them) are ES-module
            // TypeScript importing their siblings as './x.js': resolve those to the .ts
            // sources, for requests from those files only (packages keep their own .js).
            test: /\.ts$/,
            include: /[\\/]platform-api[\\/]src[\\/]/,
            resolve: { extensionAlias: { '.js': ['.ts', '.js'] } },
          },
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('ts-loader'),
              options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') },
            },
          },
          {
            test: /\.css$/,
            use: [
              production ? MiniCssExtractPlugin.loader : require.resolve('style-loader'),
              require.resolve('css-loader'),
            ],
          },
          { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes: isHost ? undefined : exposes,
          remotes: {},
          shared: buildSharedConfig(),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          runtimePlugins,
          // One copy of the federation runtime in the browser: the host puts runtime-core on a
          // global (host/src/features/remotes/utils/provide-runtime-core.ts) and production
          // remotes use it instead of bundling their own. Dev builds keep theirs so a remote runs
          // alone.
          // optimization.target 'web' drops the runtime's Node.js loading paths (browser only).
          experiments: {
            optimization: { target: 'web' },
            ...(!isHost && production ? { externalRuntime: true } : {}),
          },
        }),
        new webpack.NormalModuleReplacementPlugin(
          /axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
          AXIOS_WITHOUT_FETCH_ADAPTER,
        ),
        new webpack.DefinePlugin(define),
        ...(production
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:10].css',
                chunkFilename: '[name].[contenthash:10].css',
              }),
            ]
          : []),
        new HtmlWebpackPlugin({
          template: htmlTemplate,
          title: `Lobby · ${name} (standalone)`,
          chunks: ['main'],
          scriptLoading: 'defer',
          // the page is served at every route path (/m/home, /m/login...): load the entry
          // from the site root; chunks then resolve from the entry's own URL ('auto')
          publicPath: '/',
          hash: production,
        }),
        ...(isHost && production ? [new PreloadStartupChunksPlugin({ publicPath: '/' })] : []),
        ...(patterns.length ? [new CopyWebpackPlugin({ patterns })] : []),
        // Last: after every plugin that adds a file (the service worker included).
        ...(production ? precompressionPlugins() : []),
      ],
      optimization: {
        moduleIds: production ? 'deterministic' : 'named',
        minimizer: [scriptMinimizer()],
      },
      performance: { hints: false },
      devServer: {
        port,
        host: '127.0.0.1',
        historyApiFallback: true,
        allowedHosts: 'all',
        hot: false,
        liveReload: true,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, OPTIONS',
          'Access-Control-Allow-Headers': '*',
        },
        static: [{ directory: LOCALES_DIR, publicPath: '/locales', watch: false }],
        proxy: [
          { context: ['/wps', '/lgw'], target: API_TARGET },
          ...(isHost ? devRemoteProxies() : []),
        ],
        client: { overlay: { warnings: false, errors: true } },
      },
    };
  };
}

/**
 * The production builds' minimizer: swc's minifier instead of webpack's default terser, for the
 * same scope (scripts) and output within a few hundred bytes (the host's scripts 257.4 KB gzip
 * against 258.7) in a third of the time (the host's production build 14 s against 41 s).
 */
function scriptMinimizer() {
  return new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify });
}

/** The files worth compressing: text. Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|webmanifest|xml)$/;

/**
 * A brotli (quality 11) and a gzip (level 9) copy beside each text file of a production build,
 * written once at build time; the platform serves them (@fastify/static's preCompressed) instead
 * of compressing a file on every request, which cost the page's main thread a core on a small
 * machine. Copies that save less than a fifth (minRatio) are not written: the file is served
 * as it is.
 */
function precompressionPlugins() {
  return [
    new CompressionPlugin({
      test: COMPRESSIBLE,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({
      test: COMPRESSIBLE,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: zlib.Z_BEST_COMPRESSION },
    }),
  ];
}

module.exports = { createConfig, scriptMinimizer, FEDERATION_NAMES, REMOTE_DEV_PORTS };
