import { z } from 'zod';

/** A text setting; empty counts as not set. The value kinds here are shared by several areas. */
export const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** A full URL setting; empty counts as not set. */
export const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url({ error: 'must be a full URL such as https://example.com' }).optional())
  .optional();

/** A duration in milliseconds, between `min` and ten minutes. */
export function milliseconds(fallback: number, min = 100) {
  return z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int({ error: 'must be a whole number of milliseconds' })
    .min(min, { error: `must be at least ${min} ms` })
    .max(600_000, { error: 'must be at most 600000 ms (ten minutes)' })
    .default(fallback);
}
