import { routeModuleName } from '@kinora/domain';
import type { Namespace } from '@/lib/i18n';

/**
 * The catalogue namespaces each page shows, loaded with the page's code (preloadRoute) so its first render has
 * its texts. `common` (the shell) is always loaded. A namespace missing here still works: the component that
 * needs it waits for it (useT), at the cost of a second render.
 */
const ROUTE_NAMESPACES: Readonly<Record<string, readonly Namespace[]>> = {};

/** The signed-in shell (menu, bell, palette) on every page of the app. */
export const SHELL_NAMESPACES: readonly Namespace[] = [];

export function namespacesOfPage(pathname: string): readonly Namespace[] {
  return ROUTE_NAMESPACES[routeModuleName(pathname)] ?? [];
}
