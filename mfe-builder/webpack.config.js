const { createFederatedConfigWithRequestTime } = require('../webpack.federation');

module.exports = createFederatedConfigWithRequestTime({
  name: 'builder',
  dirname: __dirname,
  port: 3104,
  exposes: { './Root': './src/root.tsx' },
  // The data regions of its prerendered pages, rendered by the API for each request.
  requestTimeEntry: './src/request-time.tsx',
});
