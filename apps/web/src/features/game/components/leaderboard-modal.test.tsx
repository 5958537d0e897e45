import { SESSION_KEYS } from '@kinora/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeTrpcError, fakeTrpc } from '@/test/fake-trpc';
import { PRIMARY, testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

beforeEach(() => {
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
  window.localStorage.clear();
});

const openBoard = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Leaderboard' }));
  return screen.findByRole('dialog', { name: 'Flappy Kinora Leaderboard' });
};

describe('Flappy Kinora page', () => {
  it('shows Best from the larger of the stored best and this browser’s, and Start Game first', async () => {
    window.localStorage.setItem('flappyBest', '12');
    vi.stubGlobal('fetch', fakeTrpc({}).fetch);
    renderApp('/fun/flappy', { ...testUser, flappy: { score: 7 } });
    expect(await screen.findByText('Best: 12')).toBeTruthy();
    expect(screen.getByText('Score: 0')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start Game' })).toBeTruthy();
    expect(screen.getByText('Tap/click or press Space to flap. Pass green pipes to score.')).toBeTruthy();
  });

  it('lists rank, avatar, name and score, and marks an unverified best', async () => {
    vi.stubGlobal(
      'fetch',
      fakeTrpc({
        'game.leaderboard': () => [
          {
            rank: 1,
            username: 'ada',
            image: null,
            picture: 'https://pics.example/ada.png',
            score: 31,
            verified: true,
          },
          { rank: 2, username: 'bob', image: null, picture: null, score: 9, verified: false },
        ],
      }).fetch,
    );
    renderApp('/fun/flappy', testUser);
    const board = await openBoard();
    const rows = await within(board).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['1ada31', '2Bbobunverified9']);
    expect(rows[0]!.querySelector('img')?.getAttribute('src')).toBe('https://pics.example/ada.png');
  });

  it("says 'No scores yet.' when there are none, and when they cannot be loaded", async () => {
    for (const handler of [
      () => [],
      () => {
        throw new FakeTrpcError('down', 500, 'INTERNAL_SERVER_ERROR');
      },
    ]) {
      vi.stubGlobal('fetch', fakeTrpc({ 'game.leaderboard': handler }).fetch);
      const view = renderApp('/fun/flappy', testUser);
      const board = await openBoard();
      expect(await within(board).findByText('No scores yet.')).toBeTruthy();
      view.unmount();
    }
  });
});
