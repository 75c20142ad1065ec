import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider on loopback for the SSO tests (the `oidc-provider` package):
 * discovery, signed ID tokens with the request's nonce, PKCE required, and its development login
 * form, where any text signs in as the account of that name. The account's claims come from the
 * login: the address itself; `email_verified` false when it starts with `unverified.`; the given
 * name from the local part.
 */
export type TOidcTestProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close: () => Promise<void>;
};

/** The claims of the account a login names. */
function claimsOf(login: string) {
  const email = login.trim().toLowerCase();
  const local = email.split('@')[0] ?? 'someone';
  const given = local.replace(/^unverified\./, '').split(/[.+]/)[0] ?? 'someone';
  const givenName = given.charAt(0).toUpperCase() + given.slice(1);
  return {
    sub: `sub-${email}`,
    email,
    email_verified: !local.startsWith('unverified.'),
    given_name: givenName,
    family_name: 'Provider',
    name: `${givenName} Provider`,
  };
}

/** Starts the provider on `port` (0: any free one) on 127.0.0.1, for clients that return to `redirectUri`. */
export async function startOidcTestProvider(options: {
  port?: number;
  redirectUri: string;
  clientId?: string;
  clientSecret?: string;
}): Promise<TOidcTestProvider> {
  const clientId = options.clientId ?? 'cairn-test';
  const clientSecret = options.clientSecret ?? 'cairn-test-secret-cairn-test-secret';
  let handle: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) => {
    response.statusCode = 503;
    response.end();
  };
  const server = createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // The ID token carries the claims (as Entra, Google, Okta and Keycloak's do by default).
    conformIdTokenClaims: false,
    findAccount: (_context, id) => ({ accountId: id, claims: () => claimsOf(id) }),
    pkce: { required: () => true },
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    // No consent screen: the test client is granted the scopes Cairn asks for.
    loadExistingGrant: async (context) => {
      const { Grant } = context.oidc.provider;
      const accountId = context.oidc.session?.accountId;
      const clientId = context.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new Grant({ accountId, clientId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  handle = provider.callback();
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Run as a program (the Playwright journeys' web server): OIDC_TEST_PORT and OIDC_TEST_REDIRECT_URI.
if (import.meta.url === `file://${process.argv[1]}`) {
  const started = await startOidcTestProvider({
    port: Number(process.env.OIDC_TEST_PORT ?? 0),
    redirectUri: process.env.OIDC_TEST_REDIRECT_URI ?? 'http://localhost:3000/api/v2/sso/callback/oidc',
    clientId: process.env.OIDC_TEST_CLIENT_ID,
    clientSecret: process.env.OIDC_TEST_CLIENT_SECRET,
  });
  process.stdout.write(`OIDC test provider at ${started.issuer}\n`);
}
