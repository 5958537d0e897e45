import { z } from 'zod';

/**
 * One card of the Fun section. `open` says how: 'link' opens the site in a new tab; 'embed' plays it inside the
 * page, in a dialog (browser games, live streams that allow framing). Only https addresses.
 */
export const funLinkSchema = z.strictObject({
  title: z.string().min(1).max(80),
  description: z.string().max(200).default(''),
  url: z.url({ protocol: /^https$/, error: 'url must be an https address' }),
  open: z.enum(['link', 'embed']).default('link'),
});
export type FunLink = z.infer<typeof funLinkSchema>;

const linkList = z.array(funLinkSchema).max(40).default([]);

/** The operator's links (FUN_LINKS_FILE): one list per section, and the adult list (empty unless filled). */
export const funLinksSchema = z.strictObject({
  live: linkList,
  documentaries: linkList,
  games: linkList,
  news: linkList,
  adult: linkList,
});
export type FunLinks = z.infer<typeof funLinksSchema>;

/** What /fun/adult receives: the links only for a viewer who opted in to adult content. */
export const adultLinksSchema = z.object({ enabled: z.boolean(), links: z.array(funLinkSchema) });
export type AdultLinks = z.infer<typeof adultLinksSchema>;
