import { PERSON, type Person } from '@kinora/domain';
import type { ReactNode } from 'react';
import { formatDate } from '@/lib/format';
import { ageOf } from '../utils/age';

/** Only http(s) homepages become links: a catalogue value is not trusted to be a harmless URL. */
function safeWebsite(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8.5rem_1fr] gap-3 py-2">
      <dt className="text-muted">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** Known-for department, birth (with age while alive), place of birth, death (with age at death), names, website. */
export function PersonFacts({ person }: { person: Person }) {
  const age = ageOf(person.birthday, person.deathday);
  const website = safeWebsite(person.homepage);
  const otherNames = person.also_known_as.slice(0, PERSON.ALSO_KNOWN_AS);
  return (
    <dl className="divide-y divide-line/70 text-sm">
      {person.known_for_department && <Row term="Known for">{person.known_for_department}</Row>}
      {person.birthday && (
        <Row term="Born">
          {formatDate(person.birthday)}
          {!person.deathday && age !== null && <span className="text-muted"> (age {age})</span>}
        </Row>
      )}
      {person.place_of_birth && <Row term="Place of birth">{person.place_of_birth}</Row>}
      {person.deathday && (
        <Row term="Died">
          {formatDate(person.deathday)}
          {age !== null && <span className="text-muted"> (aged {age})</span>}
        </Row>
      )}
      {otherNames.length > 0 && <Row term="Also known as">{otherNames.join(', ')}</Row>}
      {website && (
        <Row term="Website">
          <a href={website} target="_blank" rel="noopener noreferrer" className="link">
            Official website
            <span aria-hidden="true"> ↗</span>
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Row>
      )}
    </dl>
  );
}
