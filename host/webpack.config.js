const path = require('node:path');
const { InjectManifest } = require('workbox-webpack-plugin');
const { createConfig, scriptMinimizer } = require('@lobby/shared/webpack/create-config.cjs');
const { SharedExportsPlugin } = require('@lobby/shared/webpack/shared-names.cjs');

const hostConfig = createConfig({ name: 'host', dir: __dirname, port: 3000, isHost: true });

// The service worker's code (src/app/service-worker.ts with the workbox modules it uses) is
// bundled by a compilation of its own: a child compilation of the host's would inherit the
// module-federation plugin's hooks and bundle the shared modules into the worker.
const WORKER_BUILD = path.join(__dirname, 'node_modules', '.cache', 'service-worker');
const workerConfig = {
  name: 'service-worker',
  mode: 'production',
  target: 'webworker',
  context: __dirname,
  entry: { sw: './src/app/service-worker.ts' },
  output: { path: WORKER_BUILD, filename: '[name].js', clean: true },
  resolve: { extensions: ['.ts', '.js'], alias: { '@': path.join(__dirname, 'src') } },
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        use: {
          loader: require.resolve('ts-loader'),
          options: { transpileOnly: true, configFile: path.join(__dirname, 'tsconfig.json') },
        },
      },
    ],
  },
  devtool: false,
  performance: { hints: false },
  optimization: { minimizer: [scriptMinimizer()] },
};

/**
 * dist/sw.js: the worker's code with the list of what it precaches — the host's scripts, styles
 * and document and the English translations (the default language; the language in use is kept
 * as it is read). Not the remotes (each its own deploy, cached by the worker's rules), not the
 * brand configuration nor the federation manifests (fetched fresh), not the worker itself.
 */
const serviceWorker = () =>
  new InjectManifest({
    swSrc: path.join(WORKER_BUILD, 'sw.js'),
    swDest: 'sw.js',
    compileSrc: false,
    include: [/\.(js|css|html)$/, /^locales\/EN\/[a-z-]+\.json$/],
    exclude: [/^sw\.js$/, /\.map$/, /LICENSE/, /mf-(manifest|stats)\.json$/, /brand-config\.json$/],
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
  });

module.exports = (env, argv = {}) => {
  const config = hostConfig(env, argv);
  if ((argv.mode ?? process.env.NODE_ENV) !== 'production') return config;
  // what this build's @lobby/shared exports: the release command checks a remote's imports on it
  config.plugins.push(serviceWorker(), new SharedExportsPlugin());
  return [workerConfig, { ...config, name: 'host', dependencies: ['service-worker'] }];
};
