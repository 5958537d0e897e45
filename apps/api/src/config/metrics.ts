import { z } from 'zod';
import { optionalText } from './fields';

/** A shorter token could be guessed by trying; a scraper's configuration holds a long one as easily. */
const METRICS_TOKEN_MIN_LENGTH = 16;

/**
 * Who may read GET /metrics: with METRICS_TOKEN, whoever sends it as a bearer token; without it, only a
 * scraper on this machine (plugins/metrics.ts).
 */
export const metricsEnv = {
  METRICS_TOKEN: optionalText.pipe(
    z
      .string()
      .min(METRICS_TOKEN_MIN_LENGTH, { error: `must be at least ${METRICS_TOKEN_MIN_LENGTH} characters` })
      .optional(),
  ),
};
