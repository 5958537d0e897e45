import { CatalogueImage } from '@/components/catalogue-image';
import { UnavailableMessage } from '@/components/status-message';
import { usePerson } from '../api/use-person';
import { BiographyText } from './biography-text';
import { KnownForGrid } from './known-for-grid';
import { PersonFacts } from './person-facts';
import { LAYOUT } from './person-layout';
import { PersonPageSkeleton } from './person-page-skeleton';

interface PersonDetailsPageProps {
  id: number | undefined;
  /** The name the link carried, shown while the profile loads. */
  name: string;
}

/** /person/details?id&name (PRODUCT.md "Person details"). */
export function PersonDetailsPage({ id, name }: PersonDetailsPageProps) {
  if (id === undefined) return <PersonUnavailable isNotFound />;
  return <PersonDetails id={id} name={name} />;
}

function PersonDetails({ id, name }: { id: number; name: string }) {
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
      <title>{`${profile.name} - Kinora`}</title>
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
          <h2 className="mt-8 mb-3 text-xl font-semibold">Biography</h2>
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
  return <UnavailableMessage noun="Person" isNotFound={isNotFound} onRetry={onRetry} />;
}
