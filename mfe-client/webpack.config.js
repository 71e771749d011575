const { createFederatedConfig } = require('../webpack.federation');

module.exports = createFederatedConfig({
  name: 'client',
  dirname: __dirname,
  port: 3102,
  exposes: { './Root': './src/root.tsx' },
});
