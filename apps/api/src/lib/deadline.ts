/**
 * `work`'s result, or `fallback` when it has not settled within `ms`. The work itself goes on (nothing here can
 * cancel a query), but the caller stops waiting for it: how a probe or a page load outlives a frozen database.
 */
export async function withDeadline<T, F>(work: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<F>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
