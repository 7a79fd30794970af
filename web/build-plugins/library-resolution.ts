import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defaultClientConditions } from 'vite';

/**
 * React Router publishes its production build beside the development one but exports only the latter
 * (dev warnings on: route checks and console warnings at run time). Builds take the production files.
 */
const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
export const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
];

/** rxjs (Apollo's observables) offers ES2015 files under this condition; its default is ES5 with tslib's class helpers. */
export const browserConditions = ['es2015', ...defaultClientConditions];
