import { routeModuleName } from '@kinora/domain';
import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';
import { loadNamespace } from '@/lib/i18n';
import { useScreenLiveOnCommit } from '@/lib/live-screen';
import { namespacesOfPage, SHELL_NAMESPACES } from './route-namespaces';
import { preloadTitlePageSlots } from './title-page-slots';

/** The pages that show the title page parts (app/title-page-slots.tsx). */
const TITLE_PAGE_ROUTES = new Set(['movie', 'tv-details']);

type RouteModule = { default: ComponentType };

/** One chunk per page: routes/<name>.tsx, named after its path (routeModuleName). */
const LOADERS = import.meta.glob<RouteModule>(['./routes/*.tsx', '!./routes/*.test.tsx']);
const loaded = new Map<string, ComponentType>();
const lazies = new Map<string, LazyExoticComponent<ComponentType>>();

function loaderOf(name: string) {
  const loader = LOADERS[`./routes/${name}.tsx`];
  if (!loader) throw new Error(`no route module named ${name}`);
  return loader;
}

function load(name: string): Promise<RouteModule> {
  return loaderOf(name)().then((module) => {
    loaded.set(name, module.default);
    return module;
  });
}

/**
 * A page's component, its code in its own chunk. Like React.lazy, except that a module already here renders at
 * once: a lazy component suspends on its first render even when its module has arrived, which commits the
 * route's fallback and renders the page a second time. The bootstrap loads the first page's module before
 * React's first render (preloadRoute), so a signed-in load renders once.
 */
export function lazyRoute(name: string): ComponentType {
  loaderOf(name);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route when the route table loads, as React.lazy's are.
  function RouteModulePage() {
    // Its first commit is the page's: the screen answers from then on (lib/live-screen.ts).
    useScreenLiveOnCommit();
    const page = loaded.get(name);
    if (page) return createElement(page);
    let pending = lazies.get(name);
    if (!pending) {
      pending = lazy(() => load(name));
      lazies.set(name, pending);
    }
    return createElement(pending);
  }
  RouteModulePage.displayName = `Route(${name})`;
  return RouteModulePage;
}

/**
 * Loads the module of the page at `pathname`, if it has one of its own. Never fails: a module that cannot load
 * now is asked for again when the page renders, which shows the failure where it belongs.
 */
export function preloadRoute(pathname: string): Promise<void> {
  const name = routeModuleName(pathname);
  const texts = Promise.all(
    [...SHELL_NAMESPACES, ...namespacesOfPage(pathname)].map((namespace) => loadNamespace(namespace)),
  );
  const code = LOADERS[`./routes/${name}.tsx`] ? load(name) : Promise.resolve();
  // A title page's parts from other features too: the server painted them, and a part still loading when React
  // adopts the page would stay the server's lifeless markup until it came (a click on Mark watched did nothing).
  const parts = TITLE_PAGE_ROUTES.has(name) ? preloadTitlePageSlots() : Promise.resolve();
  // Settled, not all: a catalogue that fails must not end the wait before the code is here (or the reverse).
  return Promise.allSettled([code, texts, parts]).then(() => undefined);
}
