import { useDeferredValue, useRef } from 'react';
import { Carousel } from '@/components/carousel';
import { PosterCard } from '@/components/poster-card';
import { personHref } from '@/lib/links';
import { usePopularPeople } from '../api/use-popular-people';
import { useNearViewport } from '../hooks/use-near-viewport';
import { EmptyRow, RowLoadingStatus, RowSkeletons } from './row-states';

const HEADING = 'Popular People';
/** One empty list, so a failed load hands the deferred value the same array on every render. */
const NO_PEOPLE: readonly never[] = [];

/** The 'Popular People' carousel; on failure the list is simply empty (PRODUCT.md section 8). */
export function PopularPeopleRow() {
  const ref = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(ref);
  const query = usePopularPeople(isNear);
  // Rendered in the background, in slices, like the category rows.
  const people = useDeferredValue(query.isError ? NO_PEOPLE : query.data?.results);

  if (people?.length === 0) return <EmptyRow title={HEADING} message="No people to show right now." />;
  return (
    <div ref={ref}>
      <RowLoadingStatus label={HEADING} isLoading={!people} />
      <Carousel title={HEADING}>
        {people ? (
          people.map((person) => (
            <PosterCard
              key={person.id}
              href={personHref(person.id, person.name)}
              title={person.name}
              imagePath={person.profile_path}
              meta={person.known_for_department}
            />
          ))
        ) : (
          <RowSkeletons />
        )}
      </Carousel>
    </div>
  );
}
