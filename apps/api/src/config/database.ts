import { z } from 'zod';
import { milliseconds } from './fields';

/** The database (Postgres, or PGlite in DATA_DIR or in memory) and how long it may take. */
export const databaseEnv = {
  DATABASE_URL: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(
      z
        .string()
        .regex(/^(postgres(ql)?:\/\/|memory:\/\/$)/, { error: 'must be a postgres:// URL or memory://' })
        .optional(),
    )
    .optional(),
  DATABASE_TIMEOUT_MS: milliseconds(5_000),
  DATABASE_WAIT_MS: milliseconds(30_000, 0),
};
