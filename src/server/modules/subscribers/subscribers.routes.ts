import { Readable } from 'node:stream';
import { SubscriberParamsSchema, SubscribersQuerySchema, TimeZoneQuerySchema } from '../../../shared/stats.schemas.js';
import { TOTAL_COUNT_HEADER } from '../../../shared/stats.types.js';
import type { ZodApp } from '../../plugins/validation.js';
import { pageOwnerId, requireHost, requirePageOwner } from '../accounts/page-access.js';
import { csvFileName, ownSubscriberEmails, ownSubscribersCsv } from './subscribers-export.js';
import { listOwnSubscribers, removeOwnSubscriber, summarizeOwnSubscribers } from './subscribers.service.js';

export default async function subscribersRoutes(app: ZodApp) {
  const { deps } = app;

  // The plain array of docs/product-spec.md (section 7); paging and search via ?limit&offset&q, the total in a header.
  app.get('/api/email-subscribers', { preValidation: requireHost, schema: { summary: 'The page’s email subscribers, a page at a time', querystring: SubscribersQuerySchema } }, async (request, reply) => {
    const { items, total } = await listOwnSubscribers(deps, pageOwnerId(request), request.query);
    reply.header(TOTAL_COUNT_HEADER, String(total)).header('Cache-Control', 'no-store');
    return items;
  });

  const byTimeZone = { preValidation: requireHost, schema: { querystring: TimeZoneQuerySchema } };
  app.get('/api/email-subscribers/summary', { ...byTimeZone, schema: { ...byTimeZone.schema, summary: 'How many subscribed, in all and lately' } }, async (request, reply) => {
    const { tz } = request.query;
    reply.header('Cache-Control', 'no-store');
    return summarizeOwnSubscribers(deps, pageOwnerId(request), tz);
  });

  // The exports of the guests' addresses are the owner's alone (docs/decisions/065).
  app.get('/api/email-subscribers.csv', { ...byTimeZone, preValidation: requirePageOwner, schema: { ...byTimeZone.schema, summary: 'Download the subscribers as CSV' } }, async (request, reply) => {
    const { tz } = request.query;
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${csvFileName(tz)}"`)
      .header('Cache-Control', 'no-store')
      .send(await streamOf(ownSubscribersCsv(deps, pageOwnerId(request), tz)));
  });

  // "Copy all emails": every address, comma-separated, without paging through the JSON list.
  app.get('/api/email-subscribers/emails', { preValidation: requirePageOwner, schema: { summary: 'Every subscriber’s address, to copy' } }, async (request, reply) => {
    return reply
      .header('Content-Type', 'text/plain; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(await streamOf(ownSubscriberEmails(deps, pageOwnerId(request))));
  });

  app.delete('/api/email-subscribers/:id', { preValidation: requireHost, schema: { summary: 'Remove a subscriber', params: SubscriberParamsSchema }, config: { bodyless: true } }, async (request, reply) => {
    const { id } = request.params;
    await removeOwnSubscriber(deps, pageOwnerId(request), id);
    return reply.status(204).send();
  });
}

/**
 * A response body from a generator. Its first chunk is pulled before the answer starts, so a failure
 * there (no profile: 404) is still a clean error reply rather than a broken download.
 */
async function streamOf(chunks: AsyncGenerator<string>): Promise<Readable> {
  const first = await chunks.next();
  return Readable.from(
    (async function* () {
      if (!first.done) yield first.value;
      yield* chunks;
    })(),
  );
}
