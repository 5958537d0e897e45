import { z } from 'zod';
import { PROFILE_AVATARS, PROFILES } from '../profile-rules';

/** A profile as the picker lists it: never the PIN, only whether there is one. */
export const profileSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.enum(PROFILE_AVATARS),
  kids: z.boolean(),
  hasPin: z.boolean(),
  /** The account's first profile: it cannot be deleted, and only it may delete the others. */
  main: z.boolean(),
});
export type ProfileSummary = z.infer<typeof profileSummarySchema>;

export const profileNameSchema = z
  .string({ error: 'name must be text' })
  .trim()
  .min(1, { error: 'Give the profile a name' })
  .max(PROFILES.NAME_MAX_CHARS, {
    error: `A profile name must be at most ${PROFILES.NAME_MAX_CHARS} characters`,
  });

export const profilePinSchema = z
  .string({ error: 'pin must be text' })
  .regex(new RegExp(`^\\d{${PROFILES.PIN_DIGITS}}$`), { error: `A PIN is ${PROFILES.PIN_DIGITS} digits` });

const avatarSchema = z.enum(PROFILE_AVATARS, {
  error: `avatar must be one of ${PROFILE_AVATARS.join(', ')}`,
});

export const createProfileInputSchema = z.strictObject({
  name: profileNameSchema,
  avatar: avatarSchema.optional(),
  kids: z.boolean({ error: 'kids must be true or false' }).optional(),
  /** null or absent: no PIN. */
  pin: profilePinSchema.nullable().optional(),
});
export type CreateProfileInput = z.infer<typeof createProfileInputSchema>;

/** A partial change: only what is sent changes. `pin: null` removes the PIN. */
export const updateProfileInputSchema = createProfileInputSchema.partial();
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;

export const switchProfileInputSchema = z.strictObject({ pin: profilePinSchema.optional() });
export type SwitchProfileInput = z.infer<typeof switchProfileInputSchema>;

/** A profile named by its id: the REST door's `{id}` path parameter, and the tRPC inputs' `id`. */
export const profileIdSchema = z.string({ error: 'id must be text' });
export const profileIdParamsSchema = z.object({ id: profileIdSchema });

/** The tRPC inputs: the REST door's path parameter and body, as one object. */
export const profileIdInputSchema = z.strictObject({ id: profileIdSchema });
export const updateProfileCallSchema = updateProfileInputSchema.extend({ id: profileIdSchema });
export const switchProfileCallSchema = switchProfileInputSchema.extend({ id: profileIdSchema });

/** The account's profiles in picker order (the main one first) and the one this session acts as. */
export const profileListSchema = z.object({
  content: z.array(profileSummarySchema),
  active: z.string(),
});
export type ProfileList = z.infer<typeof profileListSchema>;
