import type { ProfileSummary, PublicUser } from '@kinora/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeTrpc, FakeTrpcError } from '@/test/fake-trpc';
import { testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const main: ProfileSummary = {
  id: 'user-1',
  name: 'ada',
  avatar: 'sunrise',
  kids: false,
  hasPin: false,
  main: true,
};
const sam: ProfileSummary = {
  id: 'p-sam',
  name: 'Sam',
  avatar: 'ocean',
  kids: false,
  hasPin: true,
  main: false,
};
const kid: ProfileSummary = {
  id: 'p-kid',
  name: 'Kid',
  avatar: 'berry',
  kids: true,
  hasPin: false,
  main: false,
};

const api = createFakeTrpc();
let profiles: ProfileSummary[];

beforeEach(() => {
  profiles = [main, sam];
  api.fetch.mockClear();
  api.serve({
    'profiles.list': () => ({ content: profiles, active: main.id }),
    'auth.check': () => ({ user: { ...testUser, profile: main } }),
    'profiles.create': (input) => {
      if (input.name.toLowerCase() === 'sam') {
        throw new FakeTrpcError('There is already a profile called sam. Choose another name.');
      }
      const created = { id: 'p-new', avatar: 'forest', kids: false, hasPin: false, main: false, ...input };
      profiles = [...profiles, created];
      return created;
    },
    'profiles.update': ({ id, ...changes }) => ({ ...profiles.find((p) => p.id === id)!, ...changes }),
    'profiles.remove': ({ id }) => {
      profiles = profiles.filter((p) => p.id !== id);
      return { message: 'The profile Sam was deleted' };
    },
    'account.region': () => ({ region: null }),
    'services.list': () => ({ region: 'US', content: [] }),
  });
  vi.stubGlobal('fetch', api.fetch);
});

async function openManager(user: PublicUser) {
  renderApp('/profile', user);
  const section = await screen.findByRole('region', { name: 'Profiles' });
  fireEvent.click(within(section).getByRole('button', { name: 'Manage profiles' }));
  await within(section).findByRole('button', { name: 'Edit Sam' });
  return section;
}

describe('profiles in the settings page', () => {
  it('adds a profile with a kids flag and a PIN, and shows the server refusing a taken name', async () => {
    const section = await openManager({ ...testUser, profile: main });
    fireEvent.click(within(section).getByRole('button', { name: 'Add a profile' }));
    const form = within(section).getByRole('form', { name: 'Add a profile' });

    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'sam' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add profile' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'There is already a profile called sam. Choose another name.',
    );

    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Mia' } });
    fireEvent.click(within(form).getByRole('radio', { name: 'Ember' }));
    fireEvent.click(within(form).getByLabelText(/Kids profile/));
    fireEvent.change(within(form).getByLabelText('PIN (optional)'), { target: { value: '1357' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add profile' }));

    expect(await within(section).findByRole('button', { name: 'Edit Mia' })).toBeTruthy();
    expect(api.callsOf('profiles.create').at(-1)).toEqual({
      name: 'Mia',
      avatar: 'ember',
      kids: true,
      pin: '1357',
    });
  });

  it('sends only what changed, and removes a PIN', async () => {
    const section = await openManager({ ...testUser, profile: main });
    fireEvent.click(within(section).getByRole('button', { name: 'Edit Sam' }));
    const form = within(section).getByRole('form', { name: 'Edit Sam' });

    fireEvent.click(within(form).getByLabelText('Remove the PIN'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsOf('profiles.update')).toEqual([{ id: sam.id, pin: null }]));
  });

  it('deletes a profile only after a confirmation', async () => {
    const section = await openManager({ ...testUser, profile: main });
    fireEvent.click(within(section).getByRole('button', { name: 'Delete Sam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Sam?' });
    expect(api.callsOf('profiles.remove')).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete profile' }));

    expect(await screen.findByText('The profile Sam was deleted')).toBeTruthy();
    await waitFor(() => expect(within(section).queryByRole('button', { name: 'Edit Sam' })).toBeNull());
    expect(api.callsOf('profiles.remove')).toEqual([{ id: sam.id }]);
  });

  it('offers no delete, PIN or kids setting of others to a profile that is not the main one', async () => {
    const section = await openManager({ ...testUser, profile: { ...sam, hasPin: false } });
    expect(within(section).queryByRole('button', { name: /^Delete/ })).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: 'Edit ada' }));
    const form = within(section).getByRole('form', { name: 'Edit ada' });
    expect(within(form).queryByLabelText(/PIN/)).toBeNull();
    expect(within(form).queryByLabelText(/Kids profile/)).toBeNull();
  });

  it('is read-only on a kids profile', async () => {
    renderApp('/profile', { ...testUser, profile: kid });
    const section = await screen.findByRole('region', { name: 'Profiles' });

    expect(within(section).getByText(/Watching as/).textContent).toContain('Kid');
    expect(within(section).queryByRole('button', { name: 'Manage profiles' })).toBeNull();
    expect(within(section).getByRole('link', { name: 'Switch profile' })).toBeTruthy();
    expect(api.callsOf('profiles.list')).toEqual([]);
  });
});
