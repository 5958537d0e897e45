import { SESSION_KEYS } from '@kinora/domain';
import { useEffect, useState } from 'react';
import { sessionStore } from '@/lib/storage';

/** The ad-blocker tip shows on the first player page of a session only (PRODUCT.md "Player"). */
export function useAdblockTip() {
  const [isVisible, setVisible] = useState(
    () => sessionStore.getItem(SESSION_KEYS.ADBLOCK_TIP_SHOWN) !== 'true',
  );
  useEffect(() => {
    // Marked as soon as it has been seen, so the next episode or a reload does not show it again.
    if (isVisible) sessionStore.setItem(SESSION_KEYS.ADBLOCK_TIP_SHOWN, 'true');
  }, [isVisible]);
  return { isVisible, dismiss: () => setVisible(false) };
}
