import { useEffect } from 'react';

/**
 * PRODUCT.md section 8: trending, category and popular-people failures are logged only, never toasted; the
 * page shows the empty state instead. Logs each failure once, when it happens.
 */
export function useLogFailure(error: unknown, description: string): void {
  useEffect(() => {
    if (error) console.error(description, error);
  }, [error, description]);
}
