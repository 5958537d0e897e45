/** What a viewer who has not opted in to adult content reads instead of it, with where to opt in. */
export const CONTENT_DISABLED_TEXT =
  'Adult content is turned off for your account. You can turn it on in your profile settings.';
