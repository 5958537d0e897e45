import type { MediaType } from '@kinora/domain';
import { UnavailableMessage } from '@/components/status-message';

const NOUN = { movie: 'Movie', tv: 'TV show' } as const;

interface TitleUnavailableProps {
  media: MediaType;
  /** The catalogue has no such title (or the link carries no id); otherwise loading failed and may be retried. */
  isNotFound: boolean;
  onRetry?: () => void;
}

/** A missing or failed title: a reason, a retry when it may help, and a way home, never a blank page. */
export function TitleUnavailable({ media, isNotFound, onRetry }: TitleUnavailableProps) {
  return <UnavailableMessage noun={NOUN[media]} isNotFound={isNotFound} onRetry={onRetry} />;
}
