import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { escapeHtml } from '../mail/html.js';

export interface TestAccount {
  email: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The app's environment for the Google flow against this issuer. */
  env: Record<string, string>;
  /** Replaces the client's registered redirect URIs. */
  allowRedirects(uris: string[]): void;
  /** Registers someone who can sign in at this provider; returns their subject (sub). */
  addAccount(account: TestAccount): string;
  /**
   * Drives the provider like a browser with its own cookie jar: opens the authorization URL, signs in on
   * the login page as `login` (an email added with addAccount) or presses Cancel, and returns the URL the
   * provider finally sends the browser back to (the app's callback with a code, or with an error).
   */
  signIn(authorizationUrl: string, action: { login: string } | { cancel: true }): Promise<URL>;
  close(): Promise<void>;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function loginPage(uid: string, clientId: string, error?: string) {
  return `<!doctype html><html><head><title>Test identity provider</title></head><body>
<h1>Sign in to the test identity provider</h1>
<p>Client: ${escapeHtml(clientId)}</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${uid}/login">
  <label>Email <input type="email" name="login" autocomplete="username" required></label>
  <button type="submit">Sign in</button>
</form>
<form method="post" action="/interaction/${uid}/abort"><button type="submit">Cancel</button></form>
</body></html>`;
}

/**
 * A real OpenID Connect provider (oidc-provider) on a random loopback port, with one confidential client
 * registered for the given redirect URIs, in-memory accounts, and a minimal login page of its own
 * (a form with an email field, plus Cancel which answers access_denied). Consent is granted with the login.
 */
export async function startOidcProvider(opts: { redirectUris: string[] } = { redirectUris: [] }): Promise<TestOidcProvider> {
  const accounts = new Map<string, TestAccount & { sub: string }>();
  const clientId = 'voxbook-test';
  const clientSecret = 'voxbook-test-secret-0123456789abcdef';
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  // Built again when the redirect URIs change (an app whose port is known only after the provider started).
  const build = (redirectUris: string[]) =>
    new Provider(issuer, {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: redirectUris,
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      claims: {
        openid: ['sub'],
        email: ['email', 'email_verified'],
        profile: ['name', 'given_name', 'family_name'],
      },
      async findAccount(_ctx, id) {
        const a = accounts.get(id);
        if (!a) return undefined;
        return {
          accountId: id,
          claims: async () => ({
            sub: id,
            email: a.email,
            email_verified: a.emailVerified,
            given_name: a.givenName,
            family_name: a.familyName,
            name: [a.givenName, a.familyName].filter(Boolean).join(' ') || undefined,
          }),
        };
      },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      features: { devInteractions: { enabled: false } },
      cookies: { keys: ['oidc-test-cookie-key'] },
      jwks: { keys: [signingKey] },
      ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    });
  let provider = build(opts.redirectUris);
  let callback = provider.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string, step: string | undefined) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    const clientIdOf = String(details.params.client_id);
    if (req.method === 'GET' && !step) {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(loginPage(uid, clientIdOf));
      return;
    }
    if (req.method === 'POST' && step === 'abort') {
      await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'End-User aborted interaction' }, { mergeWithLastSubmission: false });
      return;
    }
    if (req.method === 'POST' && step === 'login') {
      const login = (await readForm(req)).get('login')?.trim().toLowerCase() ?? '';
      const account = [...accounts.values()].find((a) => a.email.toLowerCase() === login || a.sub === login);
      if (!account) {
        res.statusCode = 200;
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(loginPage(uid, clientIdOf, 'Unknown account'));
        return;
      }
      const grant = new provider.Grant({ accountId: account.sub, clientId: clientIdOf });
      grant.addOIDCScope(String(details.params.scope ?? 'openid'));
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { login: { accountId: account.sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
      return;
    }
    res.statusCode = 404;
    res.end();
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const m = /^\/interaction\/([^/?]+)(?:\/(login|abort))?(?:\?.*)?$/.exec(req.url ?? '');
    if (!m) return void callback(req, res);
    interaction(req, res, m[1]!, m[2]).catch((err: Error) => {
      res.statusCode = 400;
      res.end(`interaction failed: ${err.message}`);
    });
  });

  let counter = 0;
  return {
    issuer,
    clientId,
    clientSecret,
    env: { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret, OIDC_ISSUER_URL: issuer },
    allowRedirects(uris) {
      provider = build(uris);
      callback = provider.callback();
    },
    addAccount(account) {
      const sub = `acct-${Date.now().toString(36)}-${++counter}`;
      accounts.set(sub, { ...account, sub });
      return sub;
    },
    async signIn(authorizationUrl, action) {
      const jar = new Map<string, string>();
      const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      const remember = (res: Response) => {
        for (const line of res.headers.getSetCookie()) {
          const [pair] = line.split(';');
          const eq = pair!.indexOf('=');
          const name = pair!.slice(0, eq);
          const value = pair!.slice(eq + 1);
          if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
          else jar.set(name, value);
        }
      };
      const request = async (url: URL, init: RequestInit = {}) => {
        const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as object), cookie: cookieHeader() } });
        remember(res);
        return res;
      };
      let url = new URL(authorizationUrl);
      let submitted = false;
      for (let hop = 0; hop < 20; hop++) {
        if (url.origin !== issuer) return url; // back at the app
        const res = await request(url);
        const location = res.headers.get('location');
        if (location) {
          url = new URL(location, url);
          continue;
        }
        const uid = /^\/interaction\/([^/?]+)$/.exec(url.pathname)?.[1];
        if (!uid || submitted) throw new Error(`unexpected page at ${url.href}: ${res.status} ${await res.text()}`);
        await res.text();
        submitted = true;
        const post = await request(new URL(`/interaction/${uid}/${'cancel' in action ? 'abort' : 'login'}`, issuer), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'login' in action ? new URLSearchParams({ login: action.login }).toString() : '',
        });
        const next = post.headers.get('location');
        if (!next) throw new Error(`login failed: ${post.status} ${await post.text()}`);
        url = new URL(next, url);
      }
      throw new Error('too many redirects at the provider');
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
