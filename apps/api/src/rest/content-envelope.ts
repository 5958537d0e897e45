import type { FastifyReply } from 'fastify';

/**
 * Sends the REST success envelope `{success: true, content}` as JSON bytes written once per shared catalogue
 * answer. The catalogue cache hands every caller the same frozen object until it expires, so the bytes made for
 * the first caller are right for all of them; anything not frozen (could change between calls) is serialised
 * afresh. Bytes rather than text, so a repeat costs neither the JSON nor its UTF-8 encoding and length. A
 * WeakMap, so an entry leaves with the cached answer it was made from. (Sent as they are: the route's response
 * schema documents them, tests check them.)
 */
const envelopes = new WeakMap<object, Buffer>();

export function sendContent<Reply extends FastifyReply>(reply: Reply, content: object): Reply {
  let bytes = envelopes.get(content);
  if (bytes === undefined) {
    bytes = Buffer.from(JSON.stringify({ success: true, content }));
    if (Object.isFrozen(content)) envelopes.set(content, bytes);
  }
  (reply as FastifyReply).type('application/json; charset=utf-8').send(bytes);
  return reply;
}

/**
 * The legacy answer to a change (add, remove, record, clear): `{success, message}` and nothing else, whatever
 * else the service reports.
 */
export async function messageAnswer(change: Promise<{ message: string }>) {
  return { success: true as const, message: (await change).message };
}
