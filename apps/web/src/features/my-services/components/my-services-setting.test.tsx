import { SESSION_KEYS } from '@kinora/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeTrpc, FakeTrpcError } from '@/test/fake-trpc';
import { PRIMARY, testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const PROVIDERS = [
  { id: 9001, name: 'Reelstream', logo_path: null },
  { id: 9002, name: 'Marquee+', logo_path: null },
  { id: 9003, name: 'Nightowl TV', logo_path: null },
];

/** /profile's questions, with `services.list` and `services.update` keeping a saved choice like the server. */
function serve(initial: number[], content = PROVIDERS) {
  let saved = initial;
  const answer = () => ({
    region: 'FR',
    content: content.map((p) => ({ ...p, selected: saved.includes(p.id) })),
  });
  const api = createFakeTrpc({
    'account.region': () => ({ region: null }),
    'profiles.list': () => ({ content: [], active: testUser.id }),
    'services.list': answer,
    'services.update': ({ providerIds }: { providerIds: number[] }) => {
      if (providerIds.includes(9003))
        throw new FakeTrpcError('Some of these services are not offered in your region');
      saved = providerIds;
      return answer();
    },
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

beforeEach(() => {
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
});

async function openSection() {
  renderApp('/profile', testUser);
  const section = await screen.findByRole('region', { name: 'My services' });
  await within(section).findByRole('list', { name: /Streaming services in/ });
  return section;
}

describe('My services in /profile', () => {
  it("shows the region's services with the saved ones pressed, and saves the new choice", async () => {
    const api = serve([9002]);
    const section = await openSection();
    const button = (name: string) => within(section).getByRole('button', { name: new RegExp(`^${name}`) });
    expect(button('Reelstream').getAttribute('aria-pressed')).toBe('false');
    expect(button('Marquee\\+').getAttribute('aria-pressed')).toBe('true');
    const save = within(section).getByRole('button', { name: 'Save services' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.click(button('Reelstream'));
    fireEvent.click(button('Marquee\\+'));
    expect(button('Reelstream').getAttribute('aria-pressed')).toBe('true');
    expect(save.disabled).toBe(false);
    fireEvent.click(save);

    expect(await screen.findByText('Your services are saved')).toBeTruthy();
    expect(api.callsOf('services.update')).toEqual([{ providerIds: [9001], region: 'FR' }]);
    // The browser's region goes along, for a profile that chose none (jsdom speaks en-US).
    expect(api.callsOf('services.list')[0]).toEqual({ region: 'US' });
    expect(
      within(section)
        .getByRole('button', { name: /^Reelstream/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it("shows the server's refusal and keeps the ticks", async () => {
    serve([]);
    const section = await openSection();
    fireEvent.click(within(section).getByRole('button', { name: /^Nightowl TV/ }));
    fireEvent.click(within(section).getByRole('button', { name: 'Save services' }));
    expect(await screen.findByText('Some of these services are not offered in your region')).toBeTruthy();
    expect(
      within(section)
        .getByRole('button', { name: /^Nightowl TV/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('says so when the region lists no services', async () => {
    serve([], []);
    renderApp('/profile', testUser);
    const section = await screen.findByRole('region', { name: 'My services' });
    expect((await within(section).findByRole('status')).textContent).toContain(
      'No streaming services are listed',
    );
    expect(within(section).queryByRole('button', { name: 'Save services' })).toBeNull();
  });
});
