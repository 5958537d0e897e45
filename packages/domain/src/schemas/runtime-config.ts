import { z } from 'zod';

/**
 * The allow-list of settings the browser receives at run time (never a secret). One built bundle fits any
 * deployment because API addresses and the image host come from here, not from build-time variables.
 */
export const runtimeConfigSchema = z.object({
  /** Primary then secondary API origin; '' means the page's own origin. */
  apiServers: z.tuple([z.string(), z.string()]),
  /** Base for catalogue images, to which `{size}{path}` is appended (TMDB's CDN or the API's own drawer). */
  imageBaseUrl: z.string(),
  catalogue: z.enum(['tmdb', 'demo']),
  googleSignIn: z.boolean(),
  /**
   * The chat model picker: every model, whether the built-in recommender answers for it (no hosted model is
   * configured) or which host runs it, and which one is picked by default.
   */
  chatModels: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      builtIn: z.boolean(),
      /** Host name of the hosted model's endpoint (e.g. api.groq.com); null when the built-in one answers. */
      host: z.string().nullable(),
      isDefault: z.boolean(),
    }),
  ),
  /** The community chat the contact page offers after a message is sent (https); null when none is set up. */
  communityChatUrl: z.string().nullable(),
  /** The VAPID public key browsers subscribe to web push with (docs/product/alerts.md); null: web push is off. */
  webPushPublicKey: z.string().nullable(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
