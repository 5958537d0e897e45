import { AppError } from '@kinora/domain';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import type { ZodType } from 'zod';
import { describeZodError } from '../errors/error-map';

/**
 * Route schemas are the domain's zod schemas. A request part that fails its schema is a BAD_INPUT with the
 * schema's own message (the same words the tRPC door gives); one that passes reaches the handler parsed (numbers
 * coerced, text trimmed).
 */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success
      ? { value: result.data }
      : { error: new AppError('BAD_INPUT', describeZodError(result.error)) };
  };

/**
 * Response schemas document the answers (the OpenAPI document is built from them) and tests hold every real
 * answer to them; at run time an answer is written as it is, so checking it costs the hot path nothing.
 */
export const plainSerializerCompiler: FastifySerializerCompiler<unknown> = () => (data) =>
  JSON.stringify(data);
