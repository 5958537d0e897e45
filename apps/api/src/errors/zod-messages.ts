import { z } from 'zod';

/**
 * Zod's default wording for the few issues people can meet at our doors, in the same words the auth schemas use.
 * Messages a schema sets itself take precedence over these.
 */
export function configureZodMessages(): void {
  z.config({
    customError: (issue) => {
      if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}`;
      if (issue.code === 'invalid_type' && issue.input === undefined)
        return `${issue.path?.join('.') || 'value'} is required`;
      return undefined;
    },
  });
}
