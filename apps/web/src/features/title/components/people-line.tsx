import { Link } from 'react-router';
import { personHref } from '@/lib/links';

interface PeopleLineProps {
  label: string;
  people: readonly { id?: number; name: string }[];
}

/** "Director: A, B" / "Created by: C", each name linking to the person's page when the catalogue knows them. */
export function PeopleLine({ label, people }: PeopleLineProps) {
  if (people.length === 0) return null;
  return (
    <p className="mt-3 text-sm text-muted">
      {label}:{' '}
      {people.map((person, index) => (
        <span key={`${person.id ?? 'x'}-${person.name}`}>
          {index > 0 && ', '}
          {person.id ? (
            <Link to={personHref(person.id, person.name)} className="link">
              {person.name}
            </Link>
          ) : (
            <span className="text-text">{person.name}</span>
          )}
        </span>
      ))}
    </p>
  );
}
