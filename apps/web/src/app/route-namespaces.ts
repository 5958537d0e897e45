import { PAGE_NAMESPACES, pageNameOf, SHELL_NAMESPACES as SHELL } from '@kinora/domain';
import type { Namespace } from '@/lib/i18n';

/**
 * The catalogue namespaces each page shows (the domain's PAGE_NAMESPACES, which the API preloads with the page),
 * loaded with the page's code (preloadRoute) so its first render has its texts. Typed here: a name without a
 * catalogue fails the type check. A namespace missing from the list still works: the component that needs it
 * waits for it (useT), at the cost of a second render.
 */
const PAGES: Readonly<Record<string, readonly Namespace[]>> = PAGE_NAMESPACES;

/** The signed-in shell's namespaces (the domain's SHELL_NAMESPACES), loaded with every page of the app. */
export const SHELL_NAMESPACES: readonly Namespace[] = SHELL;

export function namespacesOfPage(pathname: string): readonly Namespace[] {
  return PAGES[pageNameOf(pathname)] ?? [];
}
