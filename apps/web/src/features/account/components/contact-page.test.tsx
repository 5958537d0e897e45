import { SESSION_KEYS } from '@kinora/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeTrpc, FakeTrpcError } from '@/test/fake-trpc';
import { PRIMARY, testConfig, testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const RECEIVED = 'We received your message and will get back to you soon..!';

beforeEach(() => {
  window.sessionStorage.setItem(SESSION_KEYS.ACTIVE_SERVER, PRIMARY);
});

function serve(contact: (input: { name: string; email: string; message: string }) => unknown) {
  const api = createFakeTrpc({ 'account.contact': contact });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('/contactus', () => {
  it('marks a blank name on the page and sends nothing', async () => {
    const api = serve(() => ({ message: RECEIVED }));
    renderApp('/contactus', testUser);
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.change(field('Message'), { target: { value: 'Hello there' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Name is required',
    );
    expect(document.activeElement).toBe(name);
    expect(field('Message').getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryAllByRole('status')).toEqual([]);
    expect(api.calls).toEqual([]);

    // Typing clears the mark.
    fireEvent.change(name, { target: { value: 'Ada' } });
    expect(name.getAttribute('aria-invalid')).toBe('false');
  });

  it('marks the field the server refuses, instead of a toast', async () => {
    const api = serve(() => {
      throw new FakeTrpcError('Please enter a valid email address', 400);
    });
    renderApp('/contactus', testUser);
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@example.invalid' } });
    fireEvent.change(field('Message'), { target: { value: 'Hello there' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(field('Email').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.queryAllByRole('status')).toEqual([]);
    expect(api.callsOf('account.contact')).toEqual([
      { name: 'ada', email: 'ada@example.invalid', message: 'Hello there' },
    ]);
  });

  it('thanks the sender and links to the community chat in a new tab', async () => {
    const api = serve(() => ({ message: RECEIVED }));
    renderApp('/contactus', testUser, { ...testConfig, communityChatUrl: 'https://chat.example/kinora' });
    fireEvent.change(await screen.findByLabelText('Message'), { target: { value: 'Hello there' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(RECEIVED)).toBeTruthy();
    const community = screen.getByRole('link', { name: /Join our community chat/ });
    expect(community.getAttribute('href')).toBe('https://chat.example/kinora');
    expect(community.getAttribute('target')).toBe('_blank');
    expect(community.getAttribute('rel')).toBe('noopener noreferrer');
    expect(api.callsOf('account.contact')).toEqual([
      { name: 'ada', email: 'ada@example.com', message: 'Hello there' },
    ]);
  });

  it('says what failed under the form when the refusal is about no one field', async () => {
    serve(() => {
      throw new FakeTrpcError(
        'Too many messages from this account. Try again later.',
        429,
        'TOO_MANY_REQUESTS',
      );
    });
    renderApp('/contactus', testUser);
    fireEvent.change(await screen.findByLabelText('Message'), { target: { value: 'Hello there' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many messages from this account. Try again later.',
    );
  });
});
