import type { FastifyReply } from 'fastify';

/**
 * Sends the REST success envelope `{success: true, content}` as JSON text written once per shared catalogue
 * answer. The catalogue cache hands every caller the same frozen object until it expires, so the text made for
 * the first caller is right for all of them; anything not frozen (could change between calls) is serialised
 * afresh. A WeakMap, so an entry leaves with the cached answer it was made from. (Text is sent as it is: the
 * route's response schema documents it, tests check it.)
 */
const envelopes = new WeakMap<object, string>();

export function sendContent<Reply extends FastifyReply>(reply: Reply, content: object): Reply {
  let text = envelopes.get(content);
  if (text === undefined) {
    text = JSON.stringify({ success: true, content });
    if (Object.isFrozen(content)) envelopes.set(content, text);
  }
  (reply as FastifyReply).type('application/json; charset=utf-8').send(text);
  return reply;
}

/**
 * The legacy answer to a change (add, remove, record, clear): `{success, message}` and nothing else, whatever
 * else the service reports.
 */
export async function messageAnswer(change: Promise<{ message: string }>) {
  return { success: true as const, message: (await change).message };
}
