/**
 * What services tell the metrics, as plain calls: services never see the metrics library, and every label they
 * pass is a fixed name (a policy, a job, a cache), never an id, an e-mail or a search text.
 */
export type Metrics = {
  /** A session lookup answered from this instance's memory (`hit`) or from the database (`miss`). */
  sessionCacheRead(result: 'hit' | 'miss'): void;
  /** A request refused by a rate limit; `policy` is the policy's name (rate-limit-policies.ts). */
  rateLimitRefused(policy: string): void;
  importStarted(): void;
  importFinished(): void;
  importFailed(): void;
  /** One run of a maintenance job, and whether it failed. */
  jobRun(job: string, failed: boolean): void;
};
