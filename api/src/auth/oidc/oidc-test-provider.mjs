// A real OpenID Connect provider (oidc-provider, ESM-only) for the API's OIDC tests, run as a child process
// because Jest on Node 20 cannot load ESM. Protocol over the IPC channel:
//   child  -> {type: 'listening', issuer}                     as soon as the port is known
//   parent -> {type: 'configure', client, accounts}           once the API (and so its callback URL) exists
//   child  -> {type: 'ready'}                                 the provider now answers
// Logins go through oidc-provider's devInteractions forms; `accounts` maps a login to its claims.
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import Provider from 'oidc-provider';

const server = http.createServer((request, response) => {
  response.statusCode = 503;
  response.end('not configured yet');
});

server.listen(0, '127.0.0.1', () => {
  const { port } = server.address();
  process.send({ type: 'listening', issuer: `http://127.0.0.1:${port}` });
});

process.on('message', (message) => {
  if (message?.type !== 'configure') return;
  const { port } = server.address();
  const accounts = message.accounts;
  const provider = new Provider(`http://127.0.0.1:${port}`, {
    clients: [message.client],
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
    },
    async findAccount(_ctx, accountId) {
      const claims = accounts[accountId];
      if (!claims) return undefined;
      return { accountId, claims: async () => ({ sub: accountId, ...claims }) };
    },
    features: { devInteractions: { enabled: true } },
  });
  // The dev-only feature warnings are expected here.
  provider.on('server_error', (_ctx, error) => process.stderr.write(`oidc-provider server_error: ${error.stack}\n`));
  server.removeAllListeners('request');
  server.on('request', provider.callback());
  process.send({ type: 'ready' });
});

process.on('disconnect', () => {
  server.close();
  process.exit(0);
});
