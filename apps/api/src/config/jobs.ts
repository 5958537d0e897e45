import { z } from 'zod';

/** The longest base interval: the registered jobs run every few base intervals, so more would starve them. */
const JOBS_INTERVAL_MAX_SECONDS = 3600;

/** How often every instance looks for periodic jobs that are due (services/jobs/). */
export const jobsEnv = {
  JOBS_INTERVAL_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int({ error: 'must be a whole number of seconds' })
    .min(1, { error: 'must be at least 1 second' })
    .max(JOBS_INTERVAL_MAX_SECONDS, {
      error: `must be at most ${JOBS_INTERVAL_MAX_SECONDS} seconds (an hour)`,
    })
    .default(60),
};
