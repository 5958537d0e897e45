import { type CustomList, SESSION_KEYS } from '@kinora/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeTrpc } from '@/test/fake-trpc';
import { PRIMARY, testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const LIST_ID = '5b0f5a7e-8c1d-4c7a-9a55-0d7c2f1e9b11';

const item = (itemId: number, title: string) => ({
  itemId,
  media_type: 'movie' as const,
  id: itemId * 10,
  title,
  image: null,
  poster_path: null,
  note: null,
  added: '2026-01-01T00:00:00.000Z',
});

/** A list of three titles whose server keeps the order it is sent, as the API does. */
function serve() {
  let list: CustomList = {
    id: LIST_ID,
    slug: 'abcdefghijklmnopqrstuv',
    name: 'Weekend',
    description: 'Films for Saturday',
    public: false,
    itemCount: 3,
    updated: '2026-01-01T00:00:00.000Z',
    items: [item(1, 'Alpha'), item(2, 'Bravo'), item(3, 'Charlie')],
  };
  const api = createFakeTrpc({
    'lists.get': () => list,
    'lists.mine': () => [list],
    'lists.update': (input: { order: number[] }) => {
      const byId = new Map(list.items.map((i) => [i.itemId, i]));
      list = { ...list, items: input.order.map((id) => byId.get(id)!) };
      return list;
    },
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Titles on Weekend' }))
    .getAllByRole('listitem')
    .map((row) => within(row).getAllByRole('link').at(-1)?.textContent);

beforeEach(() => {
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
});

describe('a list page', () => {
  it('moves the focused title with Alt+ArrowDown, keeps the focus on it, announces and saves the order', async () => {
    const api = serve();
    renderApp(`/lists/${LIST_ID}`, testUser);
    const handle = await screen.findByRole('button', { name: 'Reorder Alpha, position 1 of 3' });
    handle.focus();

    fireEvent.keyDown(handle, { key: 'ArrowDown', altKey: true });

    // The new order shows before the server answers.
    await waitFor(() => expect(titles()).toEqual(['Bravo', 'Alpha', 'Charlie']));
    expect(screen.getByText('Alpha moved to position 2 of 3')).toBeTruthy();
    await waitFor(() => expect(api.callsOf('lists.update')).toEqual([{ id: LIST_ID, order: [2, 1, 3] }]));
    expect(await screen.findByText('Order saved')).toBeTruthy();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Reorder Alpha, position 2 of 3' }),
    );
  });

  it('moves with the Move up and Move down buttons, and does nothing past either end', async () => {
    const api = serve();
    renderApp(`/lists/${LIST_ID}`, testUser);
    fireEvent.click(await screen.findByRole('button', { name: 'Move Charlie up' }));
    await waitFor(() => expect(titles()).toEqual(['Alpha', 'Charlie', 'Bravo']));
    await screen.findByText('Order saved');

    const alphaHandle = screen.getByRole('button', { name: 'Reorder Alpha, position 1 of 3' });
    fireEvent.keyDown(alphaHandle, { key: 'ArrowUp', altKey: true });
    expect((screen.getByRole('button', { name: 'Move Alpha up' }) as HTMLButtonElement).disabled).toBe(true);
    expect(titles()).toEqual(['Alpha', 'Charlie', 'Bravo']);
    expect(api.callsOf('lists.update')).toEqual([{ id: LIST_ID, order: [1, 3, 2] }]);
  });
});
