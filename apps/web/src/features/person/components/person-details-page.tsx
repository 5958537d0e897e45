import { PERSON, type Person } from '@kinora/domain';
import type { ReactNode } from 'react';
import { CatalogueImage } from '@/components/catalogue-image';
import { PosterSkeletons, Skeleton } from '@/components/skeleton';
import { UnavailableMessage } from '@/components/status-message';
import { formatDate } from '@/lib/format-date';
import { i18n, useT } from '@/lib/i18n';
import { usePerson } from '../api/person-queries';
import { ageOf } from '../utils/age';
import { BiographyText } from './biography-text';
import { KnownForGrid } from './known-for-grid';

/** Class lists the page and its skeleton share, so the skeleton has the page's exact shape. */
const LAYOUT = {
  page: 'mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-10 lg:py-12',
  profile: 'grid gap-6 sm:grid-cols-[12rem_1fr] sm:gap-8 lg:grid-cols-[16rem_1fr]',
  photo: 'mx-auto aspect-[2/3] w-40 rounded-xl sm:mx-0 sm:w-full',
  name: 'text-3xl font-extrabold tracking-tight text-balance sm:text-4xl',
} as const;

interface PersonDetailsPageProps {
  id: number | undefined;
  /** The name the link carried, shown while the profile loads. */
  name: string;
}

/** /person/details?id&name (docs/product/title-pages.md). */
export function PersonDetailsPage({ id, name }: PersonDetailsPageProps) {
  if (id === undefined) return <PersonUnavailable isNotFound />;
  return <PersonDetails id={id} name={name} />;
}

function PersonDetails({ id, name }: { id: number; name: string }) {
  const t = useT('person');
  const person = usePerson(id);
  if (person.isPending) return <PersonPageSkeleton name={name} />;
  if (person.isError) {
    return (
      <PersonUnavailable
        isNotFound={person.error.data?.code === 'NOT_FOUND'}
        onRetry={() => void person.refetch()}
      />
    );
  }
  const profile = person.data;
  return (
    <article className={LAYOUT.page}>
      <title>{t('documentTitle', { name: profile.name })}</title>
      <div className={LAYOUT.profile}>
        <CatalogueImage
          path={profile.profile_path}
          alt={profile.name}
          eager
          className={`${LAYOUT.photo} shadow-2xl shadow-black/50`}
        />
        <div className="min-w-0">
          <h1 className={LAYOUT.name}>{profile.name}</h1>
          <div className="mt-4 max-w-xl">
            <PersonFacts person={profile} />
          </div>
          <h2 className="mt-8 mb-3 text-xl font-semibold">{t('biographyHeading')}</h2>
          <BiographyText text={profile.biography} />
        </div>
      </div>
      <div className="mt-12">
        <KnownForGrid personId={id} />
      </div>
    </article>
  );
}

function PersonUnavailable({ isNotFound, onRetry }: { isNotFound: boolean; onRetry?: () => void }) {
  return <UnavailableMessage subject="person" isNotFound={isNotFound} onRetry={onRetry} />;
}

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

/** Names as the page's language lists them ("A, B", "A und B", "A、B"). */
const nameList = (names: readonly string[]) =>
  new Intl.ListFormat(i18n.locale || 'en', { type: 'conjunction', style: 'narrow' }).format(names);

/** Known-for department, birth (with age while alive), place of birth, death (with age at death), names, website. */
function PersonFacts({ person }: { person: Person }) {
  const t = useT('person');
  const age = ageOf(person.birthday, person.deathday);
  const website = safeWebsite(person.homepage);
  const otherNames = person.also_known_as.slice(0, PERSON.ALSO_KNOWN_AS);
  return (
    <dl className="divide-y divide-line/70 text-sm">
      {person.known_for_department && <Row term={t('knownForLabel')}>{person.known_for_department}</Row>}
      {person.birthday && (
        <Row term={t('bornLabel')}>
          {formatDate(person.birthday)}
          {!person.deathday && age !== null && <span className="text-muted"> {t('age', { age })}</span>}
        </Row>
      )}
      {person.place_of_birth && <Row term={t('placeOfBirthLabel')}>{person.place_of_birth}</Row>}
      {person.deathday && (
        <Row term={t('diedLabel')}>
          {formatDate(person.deathday)}
          {age !== null && <span className="text-muted"> {t('ageAtDeath', { age })}</span>}
        </Row>
      )}
      {otherNames.length > 0 && <Row term={t('alsoKnownAsLabel')}>{nameList(otherNames)}</Row>}
      {website && (
        <Row term={t('websiteLabel')}>
          <a href={website} target="_blank" rel="noopener noreferrer" className="link">
            {t('officialWebsite')}
            {/* The arrow points out of the page, toward the reading end. */}
            <span aria-hidden="true" className="inline-block ms-1 rtl:-scale-x-100">
              ↗
            </span>
            <span className="sr-only"> {t('opensInNewTab')}</span>
          </a>
        </Row>
      )}
    </dl>
  );
}

/** The person page's shape while it loads; the name from the link is the heading from the start. */
function PersonPageSkeleton({ name }: { name: string }) {
  const t = useT('person');
  return (
    <div role="status" aria-label={t('loadingPerson')} className={LAYOUT.page}>
      <div className={LAYOUT.profile}>
        <Skeleton className={LAYOUT.photo} />
        <div>
          {name ? <h1 className={LAYOUT.name}>{name}</h1> : <Skeleton className="h-10 w-2/3" />}
          <div className="mt-6 space-y-3">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
          </div>
          <Skeleton className="mt-8 h-32 w-full max-w-3xl" />
        </div>
      </div>
      <PosterSkeletons
        count={PERSON.KNOWN_FOR.INITIAL}
        className="mt-12 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4"
      />
    </div>
  );
}
