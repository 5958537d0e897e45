import { LIMITS } from '@kinora/domain';
import { type FormEvent, useState } from 'react';
import { readFields, TextField } from '@/components/form-fields';
import { useT } from '@/lib/i18n';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { useSession } from '@/lib/session';
import { contactAnswerOf, useSendContactMessage } from '../api/account-api';
import {
  CONTACT_FIELDS,
  CONTACT_TEXTS,
  type ContactField,
  type ContactProblems,
  contactProblems,
  fieldOfServerMessage,
} from '../utils/contact-form';

const errorId = (field: ContactField) => `contact-${field}-error`;

/** The props that tie a field to the line saying what is wrong with it. */
const invalidProps = (field: ContactField, problems: ContactProblems) =>
  problems[field]
    ? { 'aria-invalid': true, 'aria-describedby': errorId(field) }
    : { 'aria-invalid': false, 'aria-describedby': undefined };

function FieldProblem({ field, problems }: { field: ContactField; problems: ContactProblems }) {
  if (!problems[field]) return null;
  return (
    <p id={errorId(field)} className="mt-1.5 text-sm text-danger">
      {problems[field]}
    </p>
  );
}

/**
 * /contactus: name, e-mail and message, all required; then the thank-you and the community chat. A field left
 * blank is marked on the page, never sent; the server's refusal of a field marks that field, and any other failure
 * shows under the form.
 */
export function ContactPage() {
  const t = useT('account');
  const { user } = useSession();
  const { communityChatUrl } = useRuntimeConfig();
  const send = useSendContactMessage();
  const [problems, setProblems] = useState<ContactProblems>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readFields(form, CONTACT_FIELDS);
    const found = contactProblems(values);
    setProblems(found);
    setFailure(null);
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) {
      (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    send.mutate(values, {
      onError(error) {
        const answer = contactAnswerOf(error);
        const field = answer?.isBadInput ? fieldOfServerMessage(answer.message) : null;
        if (answer && field) {
          setProblems({ [field]: answer.message });
          (form.elements.namedItem(field) as HTMLElement | null)?.focus();
        } else {
          setFailure(answer ? answer.message : t(CONTACT_TEXTS.failed));
        }
      },
    });
  };

  // Typing in a marked field clears its mark.
  const clearProblem = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name as ContactField;
    if (problems[name]) setProblems(({ [name]: _cleared, ...others }) => others);
  };

  return (
    <section className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <title>{t('contactDocumentTitle')}</title>
      <h1 className="text-3xl font-bold tracking-tight">{t('contactHeading')}</h1>
      {send.isSuccess ? (
        <div role="status" className="mt-6 rounded-xl border border-line bg-surface p-6">
          <p className="text-lg">{send.data.message}</p>
          {communityChatUrl && (
            <p className="mt-4 text-muted">
              {t('communityInvite')}{' '}
              <a href={communityChatUrl} target="_blank" rel="noopener noreferrer" className="link">
                {t('communityLink')}
                <span className="sr-only"> {t('opensInNewTab')}</span>
              </a>
            </p>
          )}
        </div>
      ) : (
        <form className="mt-6 space-y-4" onSubmit={submit} onChange={clearProblem} noValidate>
          <p className="text-muted">{t('contactIntro')}</p>
          <div>
            <TextField
              id="contact-name"
              name="name"
              label={t('nameLabel')}
              required
              autoComplete="name"
              defaultValue={user?.username}
              {...invalidProps('name', problems)}
            />
            <FieldProblem field="name" problems={problems} />
          </div>
          <div>
            <TextField
              id="contact-email"
              name="email"
              label={t('emailLabel')}
              type="email"
              required
              autoComplete="email"
              defaultValue={user?.email}
              {...invalidProps('email', problems)}
            />
            <FieldProblem field="email" problems={problems} />
          </div>
          <div>
            <label htmlFor="contact-message" className="mb-1.5 block text-sm font-medium">
              {t('messageLabel')}
            </label>
            <textarea
              id="contact-message"
              name="message"
              required
              rows={6}
              maxLength={LIMITS.CONTACT_MESSAGE_MAX_CHARS}
              className="field min-h-32"
              {...invalidProps('message', problems)}
            />
            <FieldProblem field="message" problems={problems} />
          </div>
          {failure && (
            <p role="alert" className="text-sm text-danger">
              {failure}
            </p>
          )}
          <button type="submit" className="btn-primary" disabled={send.isPending}>
            {send.isPending ? t('sending') : t('sendButton')}
          </button>
        </form>
      )}
    </section>
  );
}
