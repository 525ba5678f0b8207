const path = require('node:path');
const { createConfig } = require('@lobby/shared/webpack/create-config.cjs');

// One code base, two builds: `--env brand=gold` bakes the gold brand's look into dist/gold.
const BRANDS = ['standard', 'gold'];

module.exports = (env = {}, argv = {}) => {
  const brand = env.brand ?? 'standard';
  if (!BRANDS.includes(brand)) {
    throw new Error(
      `remote-agent: --env brand must be one of ${BRANDS.join(', ')} (got "${brand}")`,
    );
  }
  const config = createConfig({
    name: 'agent',
    dir: __dirname,
    port: 3005,
    exposes: { './App': './src/app/App.tsx' },
    outputDir: path.join(__dirname, 'dist', brand),
    extraDefine: { __AGENT_BRAND__: brand },
  });
  const built = config(env, argv);
  built.output.uniqueName = `lobby_agent_${brand}`;
  return built;
};
