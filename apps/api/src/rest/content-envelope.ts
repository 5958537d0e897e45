import type { FastifyReply } from 'fastify';

/**
 * The REST success envelope `{success: true, content}` as JSON text, written once per shared catalogue answer.
 * The catalogue cache hands every caller the same frozen object until it expires, so the text made for the first
 * caller is right for all of them; anything not frozen (could change between calls) is serialised afresh.
 * A WeakMap, so an entry leaves with the cached answer it was made from.
 */
const envelopes = new WeakMap<object, string>();

export function sendContent(reply: FastifyReply, content: object): string {
  let text = envelopes.get(content);
  if (text === undefined) {
    text = JSON.stringify({ success: true, content });
    if (Object.isFrozen(content)) envelopes.set(content, text);
  }
  reply.type('application/json; charset=utf-8');
  return text;
}
