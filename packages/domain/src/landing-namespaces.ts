/**
 * The signed-out landing's catalogue namespaces (with its language switcher's): it is rendered without the app,
 * and the API preloads them with the page. A file of its own, not beside PAGE_NAMESPACES (route-modules.ts): the
 * page's entry reads this list, and a module the entry imports ships whole in the landing's first load.
 */
export const LANDING_NAMESPACES = ['landing', 'language'] as const;
