const { createFederatedConfig } = require('../webpack.federation');

module.exports = createFederatedConfig({
  name: 'crm',
  dirname: __dirname,
  port: 3103,
  exposes: { './Root': './src/root.tsx' },
});
