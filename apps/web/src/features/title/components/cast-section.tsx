import { CAST, type MediaType } from '@kinora/domain';
import { useId } from 'react';
import { PosterCard } from '@/components/poster-card';
import { PosterSkeletons } from '@/components/skeleton';
import { personHref } from '@/lib/links';
import { useTitleCredits } from '../api/use-title-credits';
import { useStepLimit } from '../hooks/use-step-limit';
import { SectionHeading } from './section-heading';
import { StepButton } from './step-button';

const GRID = 'grid grid-cols-3 gap-3 sm:grid-cols-5 sm:gap-4';

/** Cast: CAST.INITIAL shown, Load More adds CAST.STEP up to CAST.MAX, Load Less folds back. */
export function CastSection({ media, id }: { media: MediaType; id: number }) {
  const headingId = useId();
  const credits = useTitleCredits(media, id);
  const cast = credits.data?.cast ?? [];
  const { visible, action, press } = useStepLimit(CAST, cast.length);

  return (
    <section aria-labelledby={headingId}>
      <SectionHeading id={headingId}>Cast</SectionHeading>
      {credits.isPending ? (
        <PosterSkeletons count={CAST.INITIAL} className={GRID} />
      ) : credits.isError ? (
        <p className="text-muted">The cast could not be loaded.</p>
      ) : cast.length === 0 ? (
        <p className="text-muted">No cast listed for this title.</p>
      ) : (
        <>
          <ul className={GRID}>
            {cast.slice(0, visible).map((member) => (
              <li key={`${member.id}-${member.character}`}>
                <PosterCard
                  href={personHref(member.id, member.name)}
                  title={member.name}
                  imagePath={member.profile_path}
                  meta={member.character || undefined}
                />
              </li>
            ))}
          </ul>
          <StepButton action={action} onPress={press} />
        </>
      )}
    </section>
  );
}
