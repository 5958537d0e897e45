import { KIDS_MESSAGES, SESSION_KEYS } from '@kinora/domain';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeTrpcError, fakeTrpc } from '@/test/fake-trpc';
import { PRIMARY, testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

beforeEach(() => {
  window.sessionStorage.clear();
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
});

describe('/fun/adult on a kids profile', () => {
  it("shows the server's refusal and no way to opt in", async () => {
    vi.stubGlobal(
      'fetch',
      fakeTrpc({
        'fun.adultLinks': () => {
          throw new FakeTrpcError(KIDS_MESSAGES.ADULT_PAGES, 403, 'FORBIDDEN');
        },
      }).fetch,
    );
    renderApp('/fun/adult', testUser);
    expect(await screen.findByText(KIDS_MESSAGES.ADULT_PAGES)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Content Disabled' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Fun' }).getAttribute('href')).toBe('/fun');
    expect(screen.queryByRole('link', { name: 'Go to Profile' })).toBeNull();
  });
});
