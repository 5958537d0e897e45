import { LIMITS } from '@kinora/domain';
import type { FormEvent } from 'react';
import { readFields, TextField } from '@/components/form-fields';
import { useSession } from '@/lib/session';
import { useSendContactMessage } from '../api/account-api';

const FIELDS = ['name', 'email', 'message'] as const;

/** /contactus: name, e-mail and message, all required; then the thank-you. */
export function ContactPage() {
  const { user } = useSession();
  const send = useSendContactMessage();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send.mutate(readFields(event.currentTarget, FIELDS));
  };
  return (
    <section className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <title>Contact Us - Kinora</title>
      <h1 className="text-3xl font-bold tracking-tight">Contact Us</h1>
      {send.isSuccess ? (
        <p role="status" className="mt-6 rounded-xl border border-line bg-surface p-6 text-lg">
          {send.data.message}
        </p>
      ) : (
        <form className="mt-6 space-y-4" onSubmit={submit} noValidate>
          <p className="text-muted">
            Questions, ideas, a broken page? Write to us and we will answer by e-mail.
          </p>
          <TextField
            id="contact-name"
            name="name"
            label="Name"
            required
            autoComplete="name"
            defaultValue={user?.username}
          />
          <TextField
            id="contact-email"
            name="email"
            label="Email"
            type="email"
            required
            autoComplete="email"
            defaultValue={user?.email}
          />
          <div>
            <label htmlFor="contact-message" className="mb-1.5 block text-sm font-medium">
              Message
            </label>
            <textarea
              id="contact-message"
              name="message"
              required
              rows={6}
              maxLength={LIMITS.CONTACT_MESSAGE_MAX_CHARS}
              className="field min-h-32"
            />
          </div>
          <button type="submit" className="btn-primary" disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send'}
          </button>
        </form>
      )}
    </section>
  );
}
