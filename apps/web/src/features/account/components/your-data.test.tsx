import { type ImportReport, SESSION_KEYS } from '@kinora/domain';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeTrpc } from '@/test/fake-trpc';
import { PRIMARY, testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const report: ImportReport = {
  format: 'letterboxd',
  rows: 1,
  imported: { watchLater: 0, watchHistory: 1, ratings: 0, lists: 0, hidden: 0 },
  alreadyThere: 0,
  leftOut: 0,
  notImportedCount: 0,
  notImported: [],
  createdProfiles: [],
};

/** /profile's own question (the region), and the import's upload answered with its report (NDJSON). */
function serve() {
  const api = createFakeTrpc({
    'account.region': () => ({ region: null }),
    'services.list': () => ({ region: 'US', content: [] }),
    'auth.check': undefined,
  });
  const uploads: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (url, init) => {
      if (String(url).includes('/api/v1/user/import')) {
        uploads.push(String(url));
        return new Response(`${JSON.stringify({ type: 'report', report })}\n`, {
          headers: { 'content-type': 'application/x-ndjson' },
        });
      }
      return api.fetch(url, init);
    }),
  );
  return { api, uploads };
}

beforeEach(() => {
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
});

describe("Your data's import control", () => {
  it('is a labelled button that keeps the native file input for the keyboard, with the chosen file named', async () => {
    const { uploads } = serve();
    renderApp('/profile', testUser);
    const input = (await screen.findByLabelText(
      /^Import from Letterboxd, IMDb or Trakt/,
    )) as HTMLInputElement;
    expect(input.type).toBe('file');
    // Reachable by Tab and announced with the button's words; drawn by its label, not by the browser.
    expect(input.tabIndex).toBe(0);
    expect(input.getAttribute('aria-labelledby')?.split(' ')).toHaveLength(2);
    expect(input.className).toContain('sr-only');
    const button = screen.getByText('Choose a file');
    expect(button.tagName).toBe('LABEL');
    expect(button.getAttribute('for')).toBe(input.id);
    expect(button.className).toContain('btn-ghost');
    expect(screen.getByText('No file chosen')).toBeTruthy();

    const file = new File(['Date,Name,Year\n2024-01-01,Harbour,1999\n'], 'letterboxd-diary.csv', {
      type: 'text/csv',
    });
    fireEvent.change(input, { target: { files: [file] } });

    expect(await screen.findByText('letterboxd-diary.csv')).toBeTruthy();
    expect(await screen.findByRole('status', { name: 'Import report' })).toBeTruthy();
    expect(uploads).toHaveLength(1);
  });
});
