import type { FieldError } from '@site/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLocale } from '../i18n/locale';
import { message, type MessageKey } from '../i18n/messages';

/** Sends `{ code, msg, data }` with `msg` in the reader's locale. */
export function sendEnvelope(
  request: FastifyRequest,
  reply: FastifyReply,
  httpStatus: number,
  code: number,
  key: MessageKey,
  data?: unknown,
) {
  const body: { code: number; msg: string; data?: unknown } = {
    code,
    msg: message(requestLocale(request), key),
  };
  if (data !== undefined) body.data = data;
  return reply.code(httpStatus).send(body);
}

export function ok<T>(request: FastifyRequest, reply: FastifyReply, data?: T, key: MessageKey = 'ok') {
  return sendEnvelope(request, reply, 200, 200, key, data);
}

/** HTTP 400 with the field errors as validation keys. */
export function badRequest(request: FastifyRequest, reply: FastifyReply, fields: FieldError[]) {
  return sendEnvelope(request, reply, 400, 400, 'badRequest', fields);
}
