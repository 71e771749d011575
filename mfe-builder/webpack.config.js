const { createFederatedConfig } = require('../webpack.federation');

module.exports = createFederatedConfig({
  name: 'builder',
  dirname: __dirname,
  port: 3104,
  exposes: { './Root': './src/root.tsx' },
});
