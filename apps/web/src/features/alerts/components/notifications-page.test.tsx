import type { NotificationItem } from '@kinora/domain';
import { SESSION_KEYS } from '@kinora/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeTrpc, FakeTrpcError } from '@/test/fake-trpc';
import { PRIMARY, testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const alert = (id: number, extra: Partial<NotificationItem> = {}): NotificationItem => ({
  id,
  kind: 'episode',
  title: `Show ${id}`,
  body: 'S1 E2 “Two” aired on 2030-03-09.',
  link: `/tv/details?id=${id}&name=Show+${id}`,
  createdAt: '2030-03-10T12:00:00.000Z',
  read: false,
  ...extra,
});

/** An inbox the fake door keeps, marking read what markRead names (only ids it holds, as the API does). */
function serveInbox(items: NotificationItem[], page: Parameters<typeof createFakeTrpc>[0] = {}) {
  let inbox = items;
  const unread = () => inbox.filter((n) => !n.read).length;
  const api = createFakeTrpc({
    ...page,
    'notifications.list': () => ({ content: inbox, unread: unread() }),
    'notifications.unreadCount': () => ({ count: unread() }),
    'notifications.markRead': ({ ids }: { ids: number[] }) => {
      if (!ids.every((id) => inbox.some((n) => n.id === id))) {
        throw new FakeTrpcError('No such alert in this profile’s inbox', 404, 'NOT_FOUND');
      }
      inbox = inbox.map((n) => (ids.includes(n.id) ? { ...n, read: true } : n));
      return { unread: unread() };
    },
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const bells = () => screen.getAllByRole('link', { name: /^Alerts/ });

beforeEach(() => {
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
});

describe('alerts inbox', () => {
  it('shows the unread count on the bell, lists the alerts with links, and marks one read', async () => {
    const api = serveInbox([
      alert(1),
      alert(2, {
        kind: 'available',
        title: 'Ancient Reel',
        body: 'Now streaming on Netflix (GB).',
        link: '/movie?id=2&name=Ancient+Reel',
      }),
      alert(3, { read: true, kind: 'released', title: 'Old News' }),
    ]);
    renderApp('/notifications', testUser);
    const list = await screen.findByRole('list', { name: 'Alerts' });
    await waitFor(() => expect(bells()[0]!.getAttribute('aria-label')).toBe('Alerts, 2 unread'));
    expect(bells()[0]!.getAttribute('href')).toBe('/notifications');
    expect(
      within(list)
        .getByRole('link', { name: /Now on your service.*Ancient Reel.*Netflix/ })
        .getAttribute('href'),
    ).toBe('/movie?id=2&name=Ancient+Reel');
    expect(within(list).queryByRole('button', { name: 'Mark “Old News” read' })).toBeNull();

    fireEvent.click(within(list).getByRole('button', { name: 'Mark “Show 1” read' }));
    await waitFor(() => expect(bells()[0]!.getAttribute('aria-label')).toBe('Alerts, 1 unread'));
    expect(api.callsOf('notifications.markRead')).toEqual([{ ids: [1] }]);
    expect(within(list).queryByRole('button', { name: 'Mark “Show 1” read' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(bells()[0]!.getAttribute('aria-label')).toBe('Alerts'));
    expect(api.callsOf('notifications.markRead').at(-1)).toEqual({ ids: [2] });
    expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull();
  });

  it('marks an alert read when it is opened, and never links outside the app', async () => {
    const api = serveInbox([alert(5), alert(6, { title: 'Elsewhere', link: 'https://evil.test/' })]);
    renderApp('/notifications', testUser);
    const list = await screen.findByRole('list', { name: 'Alerts' });
    expect(within(list).queryByRole('link', { name: /Elsewhere/ })).toBeNull();
    expect(within(list).getByText('Elsewhere')).toBeTruthy();
    fireEvent.click(within(list).getByRole('link', { name: /Show 5/ }));
    await waitFor(() => expect(api.callsOf('notifications.markRead')).toEqual([{ ids: [5] }]));
    await waitFor(() => expect(window.location.pathname).toBe('/tv/details'));
  });

  it('shows the bell’s count on every page from the count alone, never asking for the inbox', async () => {
    const api = serveInbox([alert(7), alert(8), alert(9, { read: true })], {
      'fun.links': () => [],
      'fun.adultLinks': () => ({ enabled: false, links: [] }),
    });
    renderApp('/fun', testUser);
    await waitFor(() => expect(bells()[0]!.getAttribute('aria-label')).toBe('Alerts, 2 unread'));
    expect(screen.getAllByTestId('alerts-badge')[0]!.textContent).toBe('2');
    expect(api.callsOf('notifications.unreadCount').length).toBeGreaterThan(0);
    expect(api.callsOf('notifications.list')).toEqual([]);
  });

  it('says how alerts come when there are none', async () => {
    serveInbox([]);
    renderApp('/notifications', testUser);
    expect(await screen.findByTestId('empty-alerts')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find something to follow' }).getAttribute('href')).toBe(
      '/search',
    );
    expect(bells()[0]!.getAttribute('aria-label')).toBe('Alerts');
  });
});
