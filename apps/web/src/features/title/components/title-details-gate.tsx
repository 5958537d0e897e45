import type { MediaType, TitleDetail } from '@kinora/domain';
import type { ReactNode } from 'react';
import { useTitleDetails } from '../api/title-queries';
import { TitlePageSkeleton } from './title-page-skeleton';
import { TitleUnavailable } from './title-unavailable';

interface TitleDetailsGateProps {
  media: MediaType;
  /** From the link; undefined when it carries no usable id. */
  id: number | undefined;
  /** The title the link carried, shown while the details load. */
  name: string;
  /** The page itself, once the details have arrived. */
  children: (details: TitleDetail, id: number) => ReactNode;
}

/**
 * What a movie or show page shows before its details arrive: not found for a link without a usable id, the
 * page's shape while loading, not found or a retry when loading fails; then the page itself.
 */
export function TitleDetailsGate({ media, id, name, children }: TitleDetailsGateProps) {
  if (id === undefined) return <TitleUnavailable media={media} isNotFound />;
  return (
    <LoadedTitleDetails media={media} id={id} name={name}>
      {children}
    </LoadedTitleDetails>
  );
}

function LoadedTitleDetails({ media, id, name, children }: TitleDetailsGateProps & { id: number }) {
  const details = useTitleDetails(media, id);
  if (details.isPending) return <TitlePageSkeleton name={name} />;
  if (details.isError) {
    return (
      <TitleUnavailable
        media={media}
        isNotFound={details.error.data?.code === 'NOT_FOUND'}
        message={details.error.message}
        onRetry={() => void details.refetch()}
      />
    );
  }
  return children(details.data, id);
}
