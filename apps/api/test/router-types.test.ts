import { readFileSync } from 'node:fs';
import type { AppRouter } from '@kinora/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ROUTER_TYPES_FILE, renderRouterTypes } from '../scripts/router-types/render-router-types';
import type { AppRouterForClients } from '../src/trpc/root';

/**
 * The typed client's router type is a file the API writes (scripts/emit-router-types.ts). A procedure changed
 * without running the script would leave every client compiling against the old shapes; this fails first.
 */
describe("the typed client's router type", () => {
  it('is the file the script writes from the procedures as they are now', () => {
    const checkedIn = readFileSync(ROUTER_TYPES_FILE, 'utf8');
    expect(checkedIn, 'stale: run `pnpm --filter @kinora/api router-types`').toBe(renderRouterTypes());
    // It type-checks the whole API, which on a busy machine takes longer than the default 30 s.
  }, 120_000);

  it('gives clients the inputs, outputs and error shape the procedures have, and no server context', () => {
    // Checked by the API's typecheck: the written-out type and the router's own accept each other, both ways.
    type Inputs = inferRouterInputs<AppRouterForClients>;
    type Outputs = inferRouterOutputs<AppRouterForClients>;
    type Root = AppRouterForClients['_def']['_config']['$types'];
    expectTypeOf<inferRouterInputs<AppRouter>>().toExtend<Inputs>();
    expectTypeOf<Inputs>().toExtend<inferRouterInputs<AppRouter>>();
    expectTypeOf<inferRouterOutputs<AppRouter>>().toExtend<Outputs>();
    expectTypeOf<Outputs>().toExtend<inferRouterOutputs<AppRouter>>();
    expectTypeOf<AppRouter['_def']['_config']['$types']>().toEqualTypeOf<Root>();
    expectTypeOf<Root['ctx']>().toEqualTypeOf<object>();
  });
});
