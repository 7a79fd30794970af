// @vitest-environment node
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routeNameOf } from './route-names';
import { createRoutes, type RouteHandle } from './routes';

const routes = createRoutes(undefined as unknown as Parameters<typeof createRoutes>[0]);

/** The name routes.tsx gives `pathname`: its deepest matching route's. */
const nameInRoutes = (pathname: string) =>
  (matchRoutes(routes, pathname)?.at(-1)?.route.handle as RouteHandle | undefined)?.name ?? '';

/** Every address routes.tsx declares, its parameters filled in. */
function declaredPaths(list: RouteObject[], base = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path ? `${base.replace(/\/$/, '')}/${route.path.replace(/:\w+/g, 'x7')}` : base;
    return [path || '/', ...declaredPaths(route.children ?? [], path)];
  });
}

describe('the flat route table names every address as routes.tsx does', () => {
  const declared = [...new Set(declaredPaths(routes))];

  it('for each declared address, and with a trailing slash, another case or a part more', () => {
    expect(declared.length).toBeGreaterThan(25);
    const probes = declared.flatMap((path) => [
      path,
      `${path}/`,
      path.toUpperCase(),
      `${path.replace(/\/$/, '')}/more`,
    ]);
    for (const path of [...probes, '/Weine/Rotwein/', '/account/orders/1/2', '/checkout/unknown', '']) {
      expect({ path, name: routeNameOf(path) }).toEqual({ path, name: nameInRoutes(path) });
    }
  });
});
