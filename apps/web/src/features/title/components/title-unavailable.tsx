import type { MediaType } from '@kinora/domain';
import { UnavailableMessage } from '@/components/status-message';

const NOUN = { movie: 'Movie', tv: 'TV show' } as const;

interface TitleUnavailableProps {
  media: MediaType;
  /** The catalogue has no such title (or the link carries no id); otherwise loading failed and may be retried. */
  isNotFound: boolean;
  onRetry?: () => void;
}

/** PRODUCT.md leaves a failed detail fetch blank; people get a reason and a way on instead. */
export function TitleUnavailable({ media, isNotFound, onRetry }: TitleUnavailableProps) {
  return <UnavailableMessage noun={NOUN[media]} isNotFound={isNotFound} onRetry={onRetry} />;
}
