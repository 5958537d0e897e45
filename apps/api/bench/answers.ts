import { performance } from 'node:perf_hooks';
import { titleDetailSchema, titlePageSchema } from '@kinora/domain/schemas';
import { createDemoCatalogue } from '@kinora/tmdb';
import { answers } from '../src/trpc/answers';

const CALLS = 2000;

function microsPerCall(run: () => unknown): number {
  for (let i = 0; i < 200; i++) run();
  const started = performance.now();
  for (let i = 0; i < CALLS; i++) run();
  return ((performance.now() - started) * 1000) / CALLS;
}

/**
 * What a declared tRPC answer (`.output(answers(schema))`) costs per call on the two hottest reads, with the
 * schema check (every run outside production) and without it (production), next to writing the same answer as
 * JSON, which every call pays anyway.
 */
export async function measureAnswerChecks() {
  const catalogue = createDemoCatalogue({ now: Date.now });
  const trending = await catalogue.trending('movie', 1);
  const detail = await catalogue.details('movie', trending.results[0]!.id);
  const figure = (schema: Parameters<typeof answers>[0], value: unknown) => {
    const checked = answers(schema, true);
    const unchecked = answers(schema, false);
    return {
      checkedUs: microsPerCall(() => checked.parse(value)),
      productionUs: microsPerCall(() => unchecked.parse(value)),
      jsonUs: microsPerCall(() => JSON.stringify(value)),
    };
  };
  return { trending: figure(titlePageSchema, trending), detail: figure(titleDetailSchema, detail) };
}
