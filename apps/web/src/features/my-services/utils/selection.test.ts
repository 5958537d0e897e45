import { MAX_SERVICES, type MyService } from '@kinora/domain';
import { describe, expect, it } from 'vitest';
import { hasChanges, selectedIds, toggleService } from './selection';

const service = (id: number, selected = false): MyService => ({
  id,
  name: `S${id}`,
  logo_path: null,
  selected,
});

describe('choosing services', () => {
  it("sends the ticked ids in the list's order", () => {
    expect(selectedIds([service(3, true), service(1), service(2, true)])).toEqual([3, 2]);
  });

  it('ticks and unticks, and refuses a tick past the cap', () => {
    expect([...toggleService(new Set([1]), 2)]).toEqual([1, 2]);
    expect([...toggleService(new Set([1, 2]), 1)]).toEqual([2]);
    const full = new Set(Array.from({ length: MAX_SERVICES }, (_, i) => i + 1));
    expect(toggleService(full, 999).has(999)).toBe(false);
    expect(toggleService(full, 1).has(1)).toBe(false);
  });

  it('sees a change only when the ticks differ from what is saved', () => {
    const saved = [service(1, true), service(2)];
    expect(hasChanges(saved, new Set([1]))).toBe(false);
    expect(hasChanges(saved, new Set([1, 2]))).toBe(true);
    expect(hasChanges(saved, new Set([2]))).toBe(true);
    expect(hasChanges(saved, new Set())).toBe(true);
  });
});
