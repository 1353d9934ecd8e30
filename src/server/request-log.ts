import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

/**
 * Path segments that are secrets, kept out of the access log: the token of a reply's page (/r/{token},
 * /r/{token}/audio) is the only key to a guest's reply, and that of a message's listen page (/l/{token}, printed in
 * the host's book) the only key to the message; a co-host invitation's (/invite/{token}, the page the mail opens, and
 * /api/co-host-invitations/{token} and its /accept, which that page calls) is a key to a page (docs/decisions/065);
 * a party screen's (/party/{secret} and its feed /api/party/{secret}) opens the screen (docs/decisions/081).
 */
const SECRET_PATHS = [
  /^(\/r\/)[^/?#]+/i,
  /^(\/l\/)[^/?#]+/i,
  /^(\/invite\/)[^/?#]+/i,
  /^(\/api\/co-host-invitations\/)[^/?#]+/i,
  /^(\/party\/)[^/?#]+/i,
  /^(\/api\/party\/)[^/?#]+/i,
];

/** Query parameters that carry secrets: the token of a mailed link (verify-email, reset-password), an OAuth code. */
const SECRET_PARAMS = new Set(['token', 'code']);

const paramName = (pair: string) => {
  const name = pair.split('=', 1)[0]!;
  try {
    return decodeURIComponent(name).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
};

/** The URL as the log may keep it: every secret above replaced by '[redacted]'. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = SECRET_PATHS.reduce((p, secret) => p.replace(secret, `$1${REDACTED}`), q < 0 ? url : url.slice(0, q));
  if (q < 0) return path;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => (SECRET_PARAMS.has(paramName(pair)) ? `${pair.split('=', 1)[0]}=${REDACTED}` : pair));
  return `${path}?${query.join('&')}`;
}

/** Fastify's own request serializer (what 'incoming request' lines carry), with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
