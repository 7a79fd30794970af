import { createRequire } from 'node:module';
import { dirname } from 'node:path';

const require = createRequire(import.meta.url);

/** A workspace's folder, found by its package's name as npm links it (not by a path relative to the kit's). */
export function workspaceDir(name: '@weingut/emulator' | '@weingut/gateway' | '@weingut/web'): string {
  return dirname(require.resolve(`${name}/package.json`));
}
