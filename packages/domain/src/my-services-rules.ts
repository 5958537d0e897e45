/**
 * My services (docs/product/my-services.md): the streaming services a profile has, picked in /profile from its
 * region's providers. Kept free of zod: the web app reads these numbers and messages.
 */

/**
 * At most this many services per profile. Nobody pays for more; the cap keeps one profile's rows, and the
 * per-title work of the "on my services" filter and the alerts, small.
 */
export const MAX_SERVICES = 30;

export const MY_SERVICES_MESSAGES = {
  TOO_MANY: `Choose at most ${MAX_SERVICES} services`,
  NOT_OFFERED: 'Some of these services are not offered in your region',
} as const;
