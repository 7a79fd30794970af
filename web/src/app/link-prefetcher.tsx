import { useEffect } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { startLinkPrefetch } from '../lib/prefetch';
import type { RouteHandle } from './routes';

/** The chunk loader of the page a path leads to (the deepest matched route that has one). */
export function preloaderFor(routes: RouteObject[]): (path: string) => (() => Promise<unknown>) | undefined {
  return (path) => {
    const matches = matchRoutes(routes, path) ?? [];
    for (let index = matches.length - 1; index >= 0; index -= 1) {
      const handle = matches[index]?.route.handle as RouteHandle | undefined;
      if (handle?.preload) return handle.preload;
    }
    return undefined;
  };
}

/** Prefetches the code of the routes that visible links lead to, after 2 s idle (docs/behaviour/limits.md). */
export function useLinkPrefetch(routes: RouteObject[]): void {
  useEffect(() => startLinkPrefetch(preloaderFor(routes)), [routes]);
}
