import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '../../shared/api.texts.js';
import { type ErrorCode, errorCodeOf } from '../../shared/error-codes.js';
import { AppError } from '../errors.js';
import { classifyOutage } from './outage-errors.js';

/**
 * A message and, where it has one, its stable code (shared/error-codes.ts), which a screen shows in its language: the
 * code it was thrown with, else the code of its English message.
 */
const body = (message: string, errors?: Record<string, string>, thrown?: ErrorCode) => {
  const code = thrown ?? errorCodeOf(message);
  return { message, ...(code ? { code } : {}), ...(errors ? { errors } : {}) };
};

/** One error shape for the whole API: { message, code?, errors? }, honest status codes, no 5xx details. */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
      if (err instanceof AppError) {
        return reply.status(err.statusCode).send(body(err.message, err.errors, err.errorCode));
      }
      const status = err.statusCode ?? 500;
      if (status === 429) return reply.status(429).send(body(MSG.tooManyRequests));
      if (status >= 400 && status < 500) {
        const message = clientMessage(err);
        return reply.status(status).send(body(message));
      }
      if (status === 503) return reply.status(503).send({ message: err.message });
      // A dependency that is down or a full disk is not a bug: say so, and that trying again may work.
      const outage = classifyOutage(err);
      if (outage) {
        request.log.warn({ err }, 'dependency unavailable');
        return reply.status(outage.status).send(body(outage.message));
      }
      request.log.error({ err }, 'request failed');
      return reply.status(500).send({ message: 'Internal server error' });
    });
  },
  { name: 'error-handler' },
);

function clientMessage(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return 'Expected a multipart/form-data upload';
    default:
      // Fastify's own 4xx messages are safe to show; keep them short.
      return err.message?.slice(0, 200) || MSG.invalidInput;
  }
}
