import { SESSION_KEYS } from '@kinora/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeTrpc } from '@/test/fake-trpc';
import { PRIMARY, testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

/**
 * Stands in for the browser's EventSource, which carries `chat.ask` (a subscription over server-sent events): it
 * records each stream opened and never answers, so a question stays pending.
 */
function stubEventSource() {
  const opened: string[] = [];
  class FakeEventSource extends EventTarget {
    readonly readyState = 0;
    constructor(readonly url: string) {
      super();
      opened.push(url);
    }
    close() {}
  }
  vi.stubGlobal('EventSource', FakeEventSource);
  return {
    /** The questions asked, read from each opened stream's input. */
    questions: () =>
      opened.map((url) => {
        const address = new URL(url, window.location.origin);
        expect(address.pathname).toBe('/trpc/chat.ask');
        return (JSON.parse(address.searchParams.get('input') ?? '{}') as { query: string }).query;
      }),
  };
}

beforeEach(() => {
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
});

const questionBox = async () =>
  (await screen.findByLabelText('Ask for a recommendation')) as HTMLInputElement;

describe('/chat?query= from outside the app', () => {
  it('fills the box but asks nothing until the viewer presses Send', async () => {
    // The page itself asks the server nothing else.
    const api = createFakeTrpc({});
    vi.stubGlobal('fetch', api.fetch);
    const streams = stubEventSource();
    renderApp('/chat?query=korean%20dramas', testUser);

    const box = await questionBox();
    expect(box.value).toBe('korean dramas');
    expect(document.activeElement).toBe(box);
    expect(streams.questions()).toEqual([]);
    expect(window.location.search).toBe('?query=korean%20dramas');

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(streams.questions()).toEqual(['korean dramas']));
    // Asked: the question leaves the address, so a reload does not bring it back.
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(box.value).toBe('');
    expect(api.calls).toEqual([]);
  });
});

describe("the app's own links", () => {
  it('the chat widget asks its question on /chat at once', async () => {
    // The terms page and /chat ask the server nothing but the question.
    const api = createFakeTrpc({});
    vi.stubGlobal('fetch', api.fetch);
    const streams = stubEventSource();
    renderApp('/profile/terms', testUser);

    fireEvent.click(await screen.findByRole('button', { name: 'Ask the AI assistant' }));
    // The box's code comes at the first opening.
    fireEvent.change(await screen.findByLabelText('What do you feel like watching?'), {
      target: { value: 'a feel-good comedy' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));

    await waitFor(() => expect(streams.questions()).toEqual(['a feel-good comedy']));
    await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe('/chat'));
    expect((await questionBox()).value).toBe('');
    expect(api.calls).toEqual([]);
  });
});
