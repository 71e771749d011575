const { createFederatedConfig } = require('../webpack.federation');

module.exports = createFederatedConfig({
  name: 'marketing',
  dirname: __dirname,
  port: 3101,
  exposes: { './Root': './src/root.tsx' },
});
