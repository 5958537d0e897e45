import type { z } from 'zod';
import type { Config } from '../config';

/**
 * Whether declared answers are checked, from `config.checkAnswers`. The routers (and so their `.output()`
 * parsers) are built when their modules load, before any config exists, so buildApp hands the setting over
 * before the first call; until then answers are checked, the stricter choice.
 */
let checkAnswers = true;

export function configureAnswerChecks(config: Pick<Config, 'checkAnswers'>): void {
  checkAnswers = config.checkAnswers;
}

/**
 * A schema's output without the `[key: string]: unknown` index signatures of its loose objects, at every depth.
 * Catalogue records are loose (extra upstream fields pass through at run time), but an index signature would
 * make every field `unknown` in tRPC's inferred types; clients see exactly the fields the schema names.
 */
export type Answer<T> = T extends string | number | boolean | bigint | symbol | null | undefined | Date
  ? T
  : T extends readonly (infer Item)[]
    ? Answer<Item>[]
    : T extends object
      ? { [K in keyof T as string extends K ? never : number extends K ? never : K]: Answer<T[K]> }
      : T;

/**
 * A procedure's declared answer, `.output(answers(schema))` with the domain's schema of what it returns, so the
 * typed client and the REST door describe the same shapes. Outside production every answer is checked against
 * the schema and one that does not fit fails the call (a 500 the tests see at once); in production the check is
 * skipped, so it costs the hot path nothing. Either way the answer is passed on untouched (never stripped or
 * rewritten), so tests see exactly what production sends.
 */
export function answers<T extends z.ZodType>(schema: T, checks?: boolean) {
  const parse = (value: unknown): Answer<z.output<T>> => {
    if (checks ?? checkAnswers) {
      const result = schema.safeParse(value);
      if (!result.success) {
        const issue = result.error.issues[0];
        const where = issue?.path.join('.') || '(root)';
        throw new Error(`The answer does not fit its schema at ${where}: ${issue?.message}`);
      }
    }
    return value as Answer<z.output<T>>;
  };
  // tRPC reads a parser's types from `_input` and `_output`, as on a zod schema: the resolver must return the
  // schema's output type, and clients see that type.
  type Out = Answer<z.output<T>>;
  return { _input: undefined as unknown as Out, _output: undefined as unknown as Out, parse };
}
