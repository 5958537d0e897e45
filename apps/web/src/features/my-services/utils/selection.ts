import { MAX_SERVICES, type MyService } from '@kinora/domain';

/** The ids the viewer has ticked, in the list's order: what Save sends. */
export function selectedIds(services: readonly MyService[]): number[] {
  return services.filter((service) => service.selected).map((service) => service.id);
}

/** Ticks or unticks one service; ticking past MAX_SERVICES is refused (the list comes back unchanged). */
export function toggleService(ticked: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(ticked);
  if (next.has(id)) next.delete(id);
  else if (next.size < MAX_SERVICES) next.add(id);
  return next;
}

/** Whether the ticks differ from what is saved: Save is offered only then. */
export function hasChanges(services: readonly MyService[], ticked: ReadonlySet<number>): boolean {
  const saved = selectedIds(services);
  return saved.length !== ticked.size || saved.some((id) => !ticked.has(id));
}
