import type { FastifyReply } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { sendContent } from './content-envelope';

function fakeReply() {
  const reply = { type: vi.fn(() => reply), send: vi.fn(() => reply) };
  return reply as unknown as FastifyReply & {
    type: ReturnType<typeof vi.fn>;
    send: ReturnType<typeof vi.fn>;
  };
}

/** What the reply was sent. */
const sentText = (reply: ReturnType<typeof fakeReply>) =>
  (reply.send.mock.calls[0]![0] as Buffer).toString('utf8');

describe('sendContent', () => {
  it('answers the REST success envelope as JSON', () => {
    const reply = fakeReply();

    expect(sendContent(reply, [{ id: 1, title: 'Alpha' }])).toBe(reply);

    expect(JSON.parse(sentText(reply))).toEqual({ success: true, content: [{ id: 1, title: 'Alpha' }] });
    expect(reply.type).toHaveBeenCalledWith('application/json; charset=utf-8');
  });

  it('serialises a frozen (shared, cached) answer once', () => {
    const answer = Object.freeze([Object.freeze({ id: 2, title: 'Beta' })]);
    const stringify = vi.spyOn(JSON, 'stringify');

    const first = sendContent(fakeReply(), answer);
    const second = sendContent(fakeReply(), answer);

    expect(second.send.mock.calls[0]?.[0]).toBe(first.send.mock.calls[0]?.[0]);
    expect(stringify).toHaveBeenCalledTimes(1);
    stringify.mockRestore();
  });

  it('serialises an answer that may change afresh each time', () => {
    const answer = [{ id: 3, title: 'Gamma' }];
    sendContent(fakeReply(), answer);
    answer.push({ id: 4, title: 'Delta' });

    const reply = sendContent(fakeReply(), answer);

    expect(JSON.parse(sentText(reply)).content).toHaveLength(2);
  });
});
