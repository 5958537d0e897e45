import { z } from 'zod';
import { authEnv } from './auth';
import { catalogueEnv } from './catalogue';
import { chatEnv } from './chat';
import { databaseEnv } from './database';
import { jobsEnv } from './jobs';
import { limitsEnv } from './limits';
import { mailEnv } from './mail';
import { metricsEnv } from './metrics';
import { notificationsEnv } from './notifications';
import { serverEnv } from './server';
import { tracingEnv } from './tracing';

const fields = {
  ...serverEnv,
  ...databaseEnv,
  ...authEnv,
  ...mailEnv,
  ...catalogueEnv,
  ...chatEnv,
  ...limitsEnv,
  ...metricsEnv,
  ...jobsEnv,
  ...notificationsEnv,
  ...tracingEnv,
};

/**
 * Every setting read from the environment; each area's file declares its own. A start-up with several bad
 * settings lists them area by area, in the order above.
 */
export const envSchema = z.object(fields);

export type Env = z.infer<typeof envSchema>;
