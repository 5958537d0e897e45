import { useSearchParams } from 'react-router';
import { PlayerPage } from '@/features/player/components/player-page';
import { readWatchRequest } from '@/features/player/utils/watch-request';

export default function WatchRoute() {
  const [params] = useSearchParams();
  return <PlayerPage request={readWatchRequest(params)} />;
}
