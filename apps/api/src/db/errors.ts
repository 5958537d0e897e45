/** Postgres' unique_violation, as both drivers report it (drizzle may wrap the driver error in `cause`). */
export function uniqueViolation(error: unknown): { constraint: string } | null {
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; constraint_name?: unknown };
    if (candidate.code === '23505') {
      const constraint = candidate.constraint ?? candidate.constraint_name;
      return { constraint: typeof constraint === 'string' ? constraint : '' };
    }
  }
  return null;
}
