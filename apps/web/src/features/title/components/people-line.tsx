import { Fragment } from 'react';
import { Link } from 'react-router';
import { i18n, useT } from '@/lib/i18n';
import { personHref } from '@/lib/links';

interface PeopleLineProps {
  /** What the people did, already in the page's language ("Director", "Created by"). */
  label: string;
  people: readonly { id?: number; name: string }[];
}

/**
 * "Director: A, B" / "Created by: C", each name linking to the person's page when the catalogue knows them. The
 * names are joined as the page's language joins a list ("A, B", "A und B", "A、B"), links kept in place.
 */
export function PeopleLine({ label, people }: PeopleLineProps) {
  const t = useT('title');
  if (people.length === 0) return null;
  const parts = new Intl.ListFormat(i18n.locale || 'en', {
    type: 'conjunction',
    style: 'narrow',
  }).formatToParts(people.map((_, index) => String(index)));
  return (
    <p className="mt-3 text-sm text-muted">
      {t('peopleLine', { label })}{' '}
      {parts.map((part, index) => {
        if (part.type === 'literal') {
          // biome-ignore lint/suspicious/noArrayIndexKey: a separator has no identity but its place in the line
          return <Fragment key={`separator-${index}`}>{part.value}</Fragment>;
        }
        const person = people[Number(part.value)];
        if (!person) return null;
        return person.id ? (
          <Link key={`person-${part.value}`} to={personHref(person.id, person.name)} className="link">
            {person.name}
          </Link>
        ) : (
          <span key={`person-${part.value}`} className="text-text">
            {person.name}
          </span>
        );
      })}
    </p>
  );
}
