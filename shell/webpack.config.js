const { REMOTE_NAMES, REMOTE_ROUTES } = require('@agency/contracts');
const { createFederatedConfig } = require('../webpack.federation');

/** Each remote's development server port, in REMOTE_NAMES order (marketing 3101 ... builder 3104). */
const DEV_PORTS = { marketing: 3101, client: 3102, crm: 3103, builder: 3104 };

/** The runtime config the API writes in production, pointing at the remotes' dev servers instead. */
function devRemotesConfig() {
  return {
    remotes: REMOTE_NAMES.map((name) => ({
      name,
      manifestUrl: `http://localhost:${DEV_PORTS[name]}/mf-manifest.json`,
      routes: REMOTE_ROUTES[name],
    })),
  };
}

module.exports = createFederatedConfig({
  name: 'shell',
  dirname: __dirname,
  isShell: true,
  port: 3100,
  devServer: {
    setupMiddlewares(middlewares, devServer) {
      devServer.app?.get('/remotes.json', (_request, response) => {
        response.set('Cache-Control', 'no-cache');
        response.json(devRemotesConfig());
      });
      return middlewares;
    },
  },
});
