import { PartyScreenSwitchesSchema, PartySecretParamsSchema } from '../../../shared/party.schemas.js';
import { AppError } from '../../errors.js';
import type { ZodApp } from '../../plugins/validation.js';
import { pageOwnerId, requirePageOwner } from '../accounts/page-access.js';
import { feedEtag, readPartyFeed } from './party-feed.service.js';
import { getPartyScreen, rotatePartyScreen, switchOffPartyScreen, switchPartyScreen, turnOnPartyScreen } from './party.service.js';

/**
 * The party screen (docs/decisions/081): the owner's calls to switch it on, rotate its address, set its switches and
 * switch it off (owner-only: a co-host is refused, and a removed one never held more than an address the owner can
 * rotate), and the screen's own feed, read by the secret in its address with no session, polled every few seconds.
 */
export default async function partyRoutes(app: ZodApp) {
  const { deps } = app;
  const owner = { preValidation: requirePageOwner };
  const noStore = { 'Cache-Control': 'no-store' };

  app.get('/api/party-screen', { ...owner, schema: { summary: 'The party screen: on or off, its address and switches' } }, async (request, reply) => {
    reply.headers(noStore);
    return getPartyScreen(deps, pageOwnerId(request));
  });

  app.post('/api/party-screen', { ...owner, config: { bodyless: true }, schema: { summary: 'Switch the party screen on (an address already made is kept)' } }, async (request, reply) => {
    reply.headers(noStore);
    return turnOnPartyScreen(deps, pageOwnerId(request));
  });

  app.patch('/api/party-screen', { ...owner, schema: { summary: 'Show or hide photos and names on the party screen', body: PartyScreenSwitchesSchema } }, async (request, reply) => {
    reply.headers(noStore);
    return switchPartyScreen(deps, pageOwnerId(request), request.body);
  });

  app.post('/api/party-screen/rotate', { ...owner, config: { bodyless: true }, schema: { summary: 'Give the party screen a new address (the old one stops)' } }, async (request, reply) => {
    reply.headers(noStore);
    return rotatePartyScreen(deps, pageOwnerId(request));
  });

  app.delete('/api/party-screen', { ...owner, config: { bodyless: true }, schema: { summary: 'Switch the party screen off (its address stops)' } }, async (request, reply) => {
    await switchOffPartyScreen(deps, pageOwnerId(request));
    return reply.status(204).send();
  });

  // The secret is the only key: kept out of referrers, search engines and shared caches, like a listen link's.
  app.get('/api/party/:secret', { schema: { summary: 'What an open party screen shows (polled)', params: PartySecretParamsSchema } }, async (request, reply) => {
    reply.header('Referrer-Policy', 'no-referrer').header('X-Robots-Tag', 'noindex, nofollow').header('Cache-Control', 'private, no-cache');
    const feed = await readPartyFeed(deps, request.params.secret);
    if (!feed) throw AppError.refuse(404, 'party_screen_not_found');
    const json = JSON.stringify(feed);
    const etag = feedEtag(json);
    reply.header('ETag', etag);
    // An unchanged screen (most asks) costs the reads but not the bytes.
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(json);
  });
}
