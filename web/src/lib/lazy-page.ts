import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { isChunkLoadError, reloadAfterChunkError } from './chunk-reload';

export interface LazyPage<Props extends object = object> {
  Component: LazyExoticComponent<ComponentType<Props>>;
  /** Loads the page's chunk ahead of time (link prefetch); the same promise the route waits for. */
  preload(): Promise<unknown>;
}

/**
 * A route-level code split (React.lazy) whose chunk can also be prefetched. When the chunk cannot
 * be loaded (a new deployment removed it), the page reloads once; within 60 s of the last such
 * reload the error goes to the route's error boundary instead.
 */
export function lazyPage<Props extends object = object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): LazyPage<Props> {
  let pending: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  const Component = lazy(() =>
    preload().catch((error: unknown) => {
      if (isChunkLoadError(error) && reloadAfterChunkError()) return new Promise<never>(() => undefined);
      throw error;
    }),
  );
  return { Component, preload };
}
