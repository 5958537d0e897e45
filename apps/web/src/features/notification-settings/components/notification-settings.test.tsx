import type { NotificationSettings } from '@kinora/domain';
import { SESSION_KEYS } from '@kinora/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeTrpc, FakeTrpcError, type TrpcHandler } from '@/test/fake-trpc';
import { PRIMARY, testConfig, testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const QUIET = { lastSuccessAt: null, lastFailureAt: null, lastError: null, retrying: 0, givenUp: 0 };
const ALL = { episode: true, available: true, released: true };

function settings(overrides: Partial<NotificationSettings> = {}): NotificationSettings {
  return {
    email: { enabled: false, kinds: ALL, digest: false, address: 'ada@example.com', status: QUIET },
    push: { enabled: false, kinds: ALL, devices: 0, status: QUIET },
    webhook: { enabled: false, kinds: ALL, url: null, status: QUIET },
    ...overrides,
  };
}

/** /profile's other sections' questions, answered with nothing, and this section's. */
function serve(handlers: Record<string, TrpcHandler>) {
  const api = createFakeTrpc({
    'account.region': () => ({ region: null }),
    'auth.check': undefined,
    'services.list': undefined,
    ...handlers,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

async function openSection() {
  const section = await screen.findByRole('region', { name: 'Notifications' });
  fireEvent.click(within(section).getByRole('button', { name: 'Set up alerts' }));
  return section;
}

beforeEach(() => {
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Notifications section of /profile', () => {
  it('asks for nothing until opened, then shows each channel with its switch', async () => {
    const api = serve({ 'notificationSettings.get': () => settings() });
    renderApp('/profile', testUser);
    const section = await screen.findByRole('region', { name: 'Notifications' });
    expect(api.callsOf('notificationSettings.get')).toHaveLength(0);
    fireEvent.click(within(section).getByRole('button', { name: 'Set up alerts' }));
    expect(await within(section).findByText('To ada@example.com.')).toBeTruthy();
    const email = within(section).getByRole('switch', { name: 'E-mail' });
    expect(email.getAttribute('aria-checked')).toBe('false');
    // Without a URL the webhook cannot be switched on, nor push without a subscribed browser.
    expect((within(section).getByRole('switch', { name: 'Webhook' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(
      (within(section).getByRole('switch', { name: 'Browser notifications' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect((within(section).getByRole('button', { name: 'Send a test' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('switches e-mail on with a partial change and shows the answer', async () => {
    const api = serve({
      'notificationSettings.get': () => settings(),
      'notificationSettings.update': (input) =>
        settings({ email: { ...settings().email, enabled: Boolean(input.email?.enabled) } }),
    });
    renderApp('/profile', testUser);
    const section = await openSection();
    fireEvent.click(await within(section).findByRole('switch', { name: 'E-mail' }));
    await waitFor(() =>
      expect(within(section).getByRole('switch', { name: 'E-mail' }).getAttribute('aria-checked')).toBe(
        'true',
      ),
    );
    expect(api.callsOf('notificationSettings.update')).toEqual([{ email: { enabled: true } }]);
  });

  it('saves a kind per channel from the grid', async () => {
    const on = settings({ email: { ...settings().email, enabled: true } });
    const api = serve({ 'notificationSettings.get': () => on, 'notificationSettings.update': () => on });
    renderApp('/profile', testUser);
    const section = await openSection();
    const releases = (await within(section).findByRole('checkbox', {
      name: 'Releases by e-mail',
    })) as HTMLInputElement;
    expect(releases.checked).toBe(true);
    expect(
      (within(section).getByRole('checkbox', { name: 'Releases by webhook' }) as HTMLInputElement).disabled,
    ).toBe(true);
    fireEvent.click(releases);
    await waitFor(() =>
      expect(api.callsOf('notificationSettings.update')).toEqual([{ email: { kinds: { released: false } } }]),
    );
  });

  it('shows the webhook secret once, with a copy button, and not after Done', async () => {
    const secret = `whsec_${'a'.repeat(43)}`;
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const hooked = settings({
      webhook: { ...settings().webhook, enabled: true, url: 'https://hooks.example/k' },
    });
    const api = serve({
      'notificationSettings.get': () => settings(),
      'notificationSettings.update': () => ({ ...hooked, webhookSecret: secret }),
    });
    renderApp('/profile', testUser);
    const section = await openSection();
    fireEvent.change(await within(section).findByLabelText('Webhook URL'), {
      target: { value: 'https://hooks.example/k' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText(secret)).toBeTruthy();
    expect(api.callsOf('notificationSettings.update')).toEqual([{ webhookUrl: 'https://hooks.example/k' }]);
    fireEvent.click(within(section).getByRole('button', { name: 'Copy secret' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(secret));
    expect(await within(section).findByRole('button', { name: 'Copied' })).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Done' }));
    expect(within(section).queryByText(secret)).toBeNull();
    expect(within(section).getByRole('switch', { name: 'Webhook' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('says what the server refused about a webhook URL', async () => {
    serve({
      'notificationSettings.get': () => settings(),
      'notificationSettings.update': () => {
        throw new FakeTrpcError(
          'That address points to a private or local network. Kinora only calls public addresses.',
        );
      },
    });
    renderApp('/profile', testUser);
    const section = await openSection();
    fireEvent.change(await within(section).findByLabelText('Webhook URL'), {
      target: { value: 'http://localhost/hook' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/points to a private or local network/)).toBeTruthy();
  });

  it('shows the last failure of a channel, and sends a test through every channel that is on', async () => {
    const failing = settings({
      email: { ...settings().email, enabled: true },
      webhook: {
        ...settings().webhook,
        enabled: true,
        url: 'https://hooks.example/k',
        status: {
          ...QUIET,
          lastFailureAt: '2026-11-20T10:00:00.000Z',
          lastError: 'the webhook answered 500: receiver says no (given up after 8 tries)',
          givenUp: 1,
        },
      },
    });
    const api = serve({
      'notificationSettings.get': () => failing,
      'notificationSettings.test': () => ({
        results: [
          { channel: 'email', ok: true, error: null },
          { channel: 'webhook', ok: false, error: 'the webhook answered 500: receiver says no' },
        ],
      }),
    });
    renderApp('/profile', testUser);
    const section = await openSection();
    expect(await within(section).findByText(/Last failure .*given up after 8 tries/)).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Send a test' }));
    const results = await within(section).findByRole('status', { name: 'Test results' });
    expect(results.textContent).toContain('E-mail: queued');
    expect(results.textContent).toContain('Webhook: failed (the webhook answered 500: receiver says no)');
    expect(api.callsOf('notificationSettings.test')).toHaveLength(1);
  });

  it('turns web push on: asks permission, subscribes with the server key, and sends the subscription', async () => {
    const key = 'BP'.padEnd(87, 'A');
    const subscription = {
      endpoint: 'https://push.example/send/abc',
      toJSON: () => ({
        endpoint: 'https://push.example/send/abc',
        expirationTime: null,
        keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
      }),
      unsubscribe: vi.fn(async () => true),
    };
    const subscribe = vi.fn(async () => subscription);
    const registration = { pushManager: { subscribe, getSubscription: vi.fn(async () => null) } };
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn(async () => 'granted') });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: vi.fn(async () => registration) },
    });
    const api = serve({
      'notificationSettings.get': () => settings(),
      'notificationSettings.subscribePush': () =>
        settings({ push: { ...settings().push, enabled: true, devices: 1 } }),
    });
    try {
      renderApp('/profile', testUser, { ...testConfig, webPushPublicKey: key });
      const section = await openSection();
      fireEvent.click(await within(section).findByRole('button', { name: 'Turn on in this browser' }));
      expect(await within(section).findByRole('button', { name: 'Turn off in this browser' })).toBeTruthy();
      const [options] = subscribe.mock.calls[0] as unknown as [
        { userVisibleOnly: boolean; applicationServerKey: Uint8Array },
      ];
      expect(options.userVisibleOnly).toBe(true);
      expect(options.applicationServerKey).toHaveLength(65);
      expect(api.callsOf('notificationSettings.subscribePush')).toEqual([subscription.toJSON()]);
      expect(
        within(section).getByRole('switch', { name: 'Browser notifications' }).getAttribute('aria-checked'),
      ).toBe('true');
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('says so when this server has no web push key', async () => {
    serve({ 'notificationSettings.get': () => settings() });
    renderApp('/profile', testUser);
    const section = await openSection();
    expect(await within(section).findByText(/cannot show Kinora's notifications/)).toBeTruthy();
  });
});
