import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, onSendHookHandler, preParsingHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { HttpTimeouts } from '../config.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads no body: one that is announced is neither read nor waited for. */
    bodyless?: boolean;
  }
}

/** Fastify's and Node's own knobs for the limits of config.http (the rest is the plugin below). */
export function serverTimeouts(t: HttpTimeouts) {
  return {
    connectionTimeout: t.idleTimeoutMs,
    keepAliveTimeout: t.keepAliveTimeoutMs,
    requestTimeout: t.requestTimeoutMs,
    // Node checks the header and request deadlines on this beat (30 s by default, which would double a 20 s limit).
    http: { headersTimeout: t.headersTimeoutMs, connectionsCheckingInterval: Math.min(5_000, Math.ceil(t.headersTimeoutMs / 4)) },
  };
}

/** The exchange a connection is in, from its request's start until its response has gone out. */
const exchanges = new WeakMap<Socket, { req: IncomingMessage; res: ServerResponse }>();

/**
 * Whose turn it is on a connection where no byte moved for the idle timeout: the server's while it has a request's
 * unread bytes, works on an answer, or has nothing yet to write; otherwise the client's (it sends no request, no body,
 * or reads none of the answer: a stalled download).
 */
function serversTurn(socket: Socket): boolean {
  const exchange = exchanges.get(socket);
  if (!exchange || exchange.res.writableFinished) return false;
  const { req, res } = exchange;
  if (!req.complete) return req.readableLength > 0;
  if (!res.headersSent) return true;
  return res.writableLength === 0 && socket.writableLength === 0;
}

/**
 * Ends a connection whose request body stops arriving: every window must bring `minBytes` or the body's end. A window
 * in which bytes that came wait unread is the server's (busy with a first file) and does not count against the client.
 * The idle timeout alone misses a body trickling one byte every few seconds.
 */
function watchBody(request: FastifyRequest, { windowMs, minBytes }: HttpTimeouts['bodyProgress']) {
  const { raw } = request;
  const socket = raw.socket;
  if (typeof socket?.bytesRead !== 'number') return; // inject(): no network to wait for
  let mark = socket.bytesRead;
  const check = () => {
    if (raw.complete || socket.destroyed) return;
    const read = socket.bytesRead;
    if (read - mark < minBytes && raw.readableLength === 0) {
      request.log.info({ bytes: read - mark, windowMs }, 'closed a connection whose request body stalled');
      socket.destroy();
      return;
    }
    mark = read;
    setTimeout(check, windowMs).unref();
  };
  setTimeout(check, windowMs).unref();
}

const announcesBody = (request: FastifyRequest) => {
  const { headers } = request.raw;
  return headers['transfer-encoding'] !== undefined || (headers['content-length'] !== undefined && headers['content-length'] !== '0');
};

/** A bodyless route's body is not read: Fastify is told there is none, so it parses nothing and waits for nothing. */
const ignoreBody: preParsingHookHandler = (request, _reply, payload, done) => {
  if (announcesBody(request)) request.headers = { 'content-type': undefined, 'content-length': '0', 'transfer-encoding': undefined };
  done(null, payload);
};

/** ...and once answered, a connection whose body has not all arrived closes: its rest is never read or awaited. */
const closeIfBodyPending: onSendHookHandler = (request, reply, payload, done) => {
  if (announcesBody(request) && !request.raw.complete) reply.header('Connection', 'close');
  done(null, payload);
};

const hooks = <T>(existing: T | T[] | undefined, added: T): T[] => [...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]), added];

/**
 * Connections that stop making progress are closed (docs/decisions/036): slow headers (Node's headersTimeout), a
 * request never finished (requestTimeout), a body that trickles (watchBody), a client that sends or reads nothing
 * while it is its turn (the idle timeout, judged by serversTurn), an idle keep-alive. Routes marked `bodyless` answer
 * without waiting for a body.
 */
export default fp(
  async function slowClients(app: FastifyInstance) {
    const timeouts = app.deps.config.http;
    // With a listener, Node leaves an idle socket to us instead of always destroying it.
    app.server.on('timeout', (socket: Socket) => {
      if (!serversTurn(socket)) socket.destroy();
    });
    // A callback hook, not async: it runs on every request.
    app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      exchanges.set(request.raw.socket, { req: request.raw, res: reply.raw });
      if (announcesBody(request) && !request.raw.complete) watchBody(request, timeouts.bodyProgress);
      done();
    });
    app.addHook('onRoute', (route) => {
      if (!route.config?.bodyless) return;
      route.preParsing = hooks(route.preParsing, ignoreBody);
      route.onSend = hooks(route.onSend, closeIfBodyPending);
    });
  },
  { name: 'slow-clients', dependencies: ['deps'] },
);
