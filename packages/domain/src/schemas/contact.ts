import { z } from 'zod';
import { LIMITS } from '../constants';
import { emailSchema } from './user';

export const contactMessageSchema = z.strictObject({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, { error: 'Name is required' })
    .max(LIMITS.NAME_MAX_CHARS),
  email: emailSchema,
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, { error: 'Message is required' })
    .max(LIMITS.CONTACT_MESSAGE_MAX_CHARS, {
      error: `Message must be at most ${LIMITS.CONTACT_MESSAGE_MAX_CHARS} characters`,
    }),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
