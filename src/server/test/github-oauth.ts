import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestGitHubUser {
  login: string;
  name: string | null;
  emails: { email: string; primary: boolean; verified: boolean }[];
}

export interface TestGitHub {
  /** The app's environment: client credentials and GITHUB_BASE_URL / GITHUB_API_URL pointing here. */
  env: Record<string, string>;
  /** Who "signs in" at the next authorize request, or 'deny' to answer like a user pressing Cancel. */
  next: (TestGitHubUser & { id: number }) | 'deny';
  addUser(user: TestGitHubUser): TestGitHubUser & { id: number };
  /** Token requests seen, to prove PKCE and the client secret were sent. */
  tokenRequests: URLSearchParams[];
  /** Follows the app's redirect to GitHub's authorize page and returns where GitHub sends the browser back. */
  authorize(authorizationUrl: string): Promise<URL>;
  close(): Promise<void>;
}

const CLIENT_ID = 'gh-test-client';
const CLIENT_SECRET = 'gh-test-secret-0123456789';

async function body(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function json(res: ServerResponse, status: number, value: unknown) {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(value));
}

/**
 * A small stand-in for GitHub's OAuth web flow and the two API calls a sign-in needs, on a loopback port:
 * /login/oauth/authorize, /login/oauth/access_token (checks client secret, single-use code, redirect_uri
 * and the PKCE verifier; errors answer 200 with { error } as GitHub does), /user and /user/emails.
 */
export async function startGitHubOAuth(): Promise<TestGitHub> {
  let nextId = 1000;
  const codes = new Map<string, { user: TestGitHubUser & { id: number }; redirectUri: string; challenge: string | null }>();
  const tokens = new Map<string, TestGitHubUser & { id: number }>();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const state: TestGitHub = {
    env: { GITHUB_CLIENT_ID: CLIENT_ID, GITHUB_CLIENT_SECRET: CLIENT_SECRET, GITHUB_BASE_URL: base, GITHUB_API_URL: `${base}/api` },
    next: 'deny',
    tokenRequests: [],
    addUser(user) {
      return { ...user, id: ++nextId };
    },
    async authorize(authorizationUrl) {
      const res = await fetch(authorizationUrl, { redirect: 'manual' });
      const location = res.headers.get('location');
      if (!location) throw new Error(`authorize answered ${res.status}: ${await res.text()}`);
      return new URL(location);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  server.on('request', async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', base);
    if (req.method === 'GET' && url.pathname === '/login/oauth/authorize') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      if (url.searchParams.get('client_id') !== CLIENT_ID || !redirectUri) return json(res, 400, { error: 'bad client' });
      const back = new URL(redirectUri);
      const st = url.searchParams.get('state');
      if (st) back.searchParams.set('state', st);
      if (state.next === 'deny') {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_description', 'The user has denied your application access.');
      } else {
        const code = randomBytes(10).toString('hex');
        codes.set(code, { user: state.next, redirectUri, challenge: url.searchParams.get('code_challenge') });
        back.searchParams.set('code', code);
      }
      res.statusCode = 302;
      res.setHeader('location', back.href);
      return res.end();
    }
    if (req.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      const form = await body(req);
      state.tokenRequests.push(form);
      if (form.get('client_id') !== CLIENT_ID || form.get('client_secret') !== CLIENT_SECRET) {
        return json(res, 200, { error: 'incorrect_client_credentials' });
      }
      const grant = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const pkceOk = !grant?.challenge || createHash('sha256').update(verifier).digest('base64url') === grant.challenge;
      if (!grant || grant.redirectUri !== form.get('redirect_uri') || !pkceOk) {
        return json(res, 200, { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' });
      }
      const token = `gho_${randomBytes(16).toString('hex')}`;
      tokens.set(token, grant.user);
      return json(res, 200, { access_token: token, token_type: 'bearer', scope: 'read:user,user:email' });
    }
    const user = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /i, ''));
    if (req.method === 'GET' && (url.pathname === '/api/user' || url.pathname === '/api/user/emails')) {
      if (!user) return json(res, 401, { message: 'Bad credentials' });
      if (url.pathname === '/api/user') return json(res, 200, { id: user.id, login: user.login, name: user.name });
      return json(res, 200, user.emails.map((e) => ({ ...e, visibility: e.primary ? 'private' : null })));
    }
    json(res, 404, { message: 'Not Found' });
  });
  return state;
}
