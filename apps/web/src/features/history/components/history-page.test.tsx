import { SESSION_KEYS } from '@kinora/domain';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PRIMARY, testUser, trpcData, trpcError } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const fetchMock = vi.fn<typeof fetch>();
const date = '2024-05-17T10:00:00.000Z';

const watched = Array.from({ length: 8 }, (_, i) => ({
  entryId: String(i + 1),
  id: 100 + i,
  type: 'movie',
  title: `Watched ${i + 1}`,
  name: `Watched ${i + 1}`,
  image: null,
  date,
}));
const chats = [{ entryId: 'c1', id: 'c1', query: 'space films?', response: 'Try Gamma.', date }];

/** Each history procedure answers from `lists`; `clear` answers history.clear. */
function serve(clear: () => Response = () => trpcData({ message: 'success' })) {
  const lists: Record<string, unknown[]> = { search: [], watch: watched, chat: chats };
  fetchMock.mockImplementation(async (url) => {
    const procedures = new URL(String(url)).pathname.replace('/trpc/', '').split(',');
    if (procedures[0] === 'history.clear') return clear();
    return new Response(
      JSON.stringify(procedures.map((p) => ({ result: { data: lists[p.replace('history.', '')] } }))),
      { headers: { 'content-type': 'application/json' } },
    );
  });
}

const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;

beforeEach(() => {
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
  vi.stubGlobal('fetch', fetchMock);
});

describe('history page', () => {
  it('opens the tab named by ?tab= and remembers it', async () => {
    serve();
    renderApp('/history?tab=watch', testUser);

    expect(await screen.findByText('Watched 1')).toBeTruthy();
    expect(selectedTab()).toBe('Watch History');
    expect(window.sessionStorage.getItem(SESSION_KEYS.HISTORY_TAB)).toBe('watch');
  });

  it('without ?tab= opens the remembered tab, else Search History', async () => {
    serve();
    window.sessionStorage.setItem(SESSION_KEYS.HISTORY_TAB, 'chat');
    renderApp('/history', testUser);
    expect(await screen.findByText('space films?')).toBeTruthy();
    expect(selectedTab()).toBe('Chat History');
  });

  it('shows the empty message of an empty list', async () => {
    serve();
    renderApp('/history', testUser);
    expect(await screen.findByText('No search history found.')).toBeTruthy();
    expect(selectedTab()).toBe('Search History');
  });

  it('arrow keys move between tabs and put the tab in the URL', async () => {
    serve();
    renderApp('/history?tab=watch', testUser);
    await screen.findByText('Watched 1');

    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'ArrowRight' });

    expect(await screen.findByText('space films?')).toBeTruthy();
    expect(window.location.search).toBe('?tab=chat');
    expect(window.sessionStorage.getItem(SESSION_KEYS.HISTORY_TAB)).toBe('chat');
  });

  it('shows 6 entries, then 6 more per Load More', async () => {
    serve();
    renderApp('/history?tab=watch', testUser);
    await screen.findByText('Watched 1');
    expect(screen.getAllByRole('button', { name: /^Delete / })).toHaveLength(6);

    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));

    expect(screen.getAllByRole('button', { name: /^Delete / })).toHaveLength(8);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it("says 'something went wrong' when clearing fails", async () => {
    serve(() => trpcError('nope', 400, 'BAD_REQUEST'));
    renderApp('/history?tab=watch', testUser);
    await screen.findByText('Watched 1');

    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));

    expect(await screen.findByText('something went wrong')).toBeTruthy();
    expect(screen.getByText('Watched 1')).toBeTruthy();
  });

  it("says 'success' when the list is cleared", async () => {
    serve();
    renderApp('/history?tab=chat', testUser);
    await screen.findByText('space films?');

    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));

    expect(await screen.findByText('success')).toBeTruthy();
  });
});
