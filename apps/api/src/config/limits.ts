import { z } from 'zod';
import { optionalText } from './fields';

/** Where the rate-limit counters live (Redis when set, else the database) and the sign-in attempt limit. */
export const limitsEnv = {
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, { error: 'must be a redis:// URL' })
      .optional(),
  ),
  RATE_LIMIT_AUTH_PER_MIN: z.coerce.number().int().min(1).max(1_000_000).default(20),
};
