import type { MediaType } from '@kinora/domain';
import { UnavailableMessage } from '@/components/status-message';
import { useSession } from '@/lib/session';

interface TitleUnavailableProps {
  media: MediaType;
  /** The catalogue has no such title (or the link carries no id); otherwise loading failed and may be retried. */
  isNotFound: boolean;
  /** The server's message, when there is one. */
  message?: string;
  onRetry?: () => void;
}

/** A missing or failed title: a reason, a retry when it may help, and a way home, never a blank page. */
export function TitleUnavailable({ media, isNotFound, message, onRetry }: TitleUnavailableProps) {
  // A title a kids profile may not open says so (the server's reason, in the viewer's language), rather than
  // claiming the link is broken.
  const kids = useSession().user?.profile?.kids === true;
  const reason = kids && isNotFound ? message : undefined;
  return <UnavailableMessage subject={media} isNotFound={isNotFound} reason={reason} onRetry={onRetry} />;
}
