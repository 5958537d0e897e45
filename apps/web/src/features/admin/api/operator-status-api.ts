import { OPERATOR_STATUS } from '@kinora/domain';
import { trpc } from '@/lib/trpc';

/**
 * The operator status page's figures, asked for again every OPERATOR_STATUS.REFRESH_MS while the page is open (not
 * while the tab is hidden); the last figures stay on screen while the next ones load, or if they fail to.
 */
export function useOperatorStatus() {
  return trpc.admin.operatorStatus.useQuery(undefined, {
    refetchInterval: OPERATOR_STATUS.REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnMount: 'always',
    staleTime: 0,
  });
}
