import { z } from 'zod';

/**
 * A player source the operator configures (docs/product/player.md): URL templates with {id}, {season} and
 * {episode} placeholders. The built-in trailer source has no templates: the web app plays the title's trailer.
 */
export const playerSourceSchema = z.object({
  name: z.string().min(1).max(60),
  description: z.string().max(200).default(''),
  flags: z.array(z.enum(['adfree', 'Brave recommended', 'Brave only'])).default([]),
  movieUrl: z
    .url({ protocol: /^https$/ })
    .nullable()
    .default(null),
  tvUrl: z
    .url({ protocol: /^https$/ })
    .nullable()
    .default(null),
});
export type PlayerSource = z.infer<typeof playerSourceSchema>;
export const playerSourceListSchema = z.array(playerSourceSchema).max(20);
