import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run lint` runs scripts/import-graph.mjs: it must refuse an import circle, type-only ones included,
 * and a gateway import that runs back up its layers, and let a tree with neither pass.
 */
const SCRIPT = resolve(dirname(fileURLToPath(import.meta.url)), '../../scripts/import-graph.mjs');
const trees: string[] = [];

function importGraphOf(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'import-graph-'));
  trees.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const run = spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

afterAll(() => trees.forEach((root) => rmSync(root, { recursive: true, force: true })));

test('a circle closed by type-only imports fails, naming its files', () => {
  const { status, output } = importGraphOf({
    'emulator/src/app.ts': "import { seed } from './seed.js';\nexport interface Deps { ready: boolean }\nseed();\n",
    'emulator/src/seed.ts': "import type { Deps } from './app.js';\nexport const seed = (deps?: Deps) => deps;\n",
    'web/src/a.ts': "export type A = import('./b').B;\n",
    'web/src/b.ts': "import type { A } from './a';\nexport type B = A[];\n",
  });
  expect(status).toBe(1);
  expect(output).toContain('2 import circles');
  expect(output).toContain('emulator/src/seed.ts → emulator/src/app.ts');
  expect(output).toContain('web/src/a.ts → web/src/b.ts');
});

test('a gateway module that imports http/ runs back up its layers and fails', () => {
  const { status, output } = importGraphOf({
    'gateway/src/http/ide.ts': 'export const ide = 1;\n',
    'gateway/src/modules/shop.ts': "import { ide } from '../http/ide.js';\nexport const shop = ide;\n",
  });
  expect(status).toBe(1);
  expect(output).toContain('0 import circles');
  expect(output).toContain('back up: gateway/src/modules/shop.ts → gateway/src/http/ide.ts');
});

test('imports that only run down pass, with the parts and levels printed', () => {
  const { status, output } = importGraphOf({
    'gateway/src/http/ide.ts': "import { shop } from '../modules/shop.js';\nexport const ide = shop;\n",
    'gateway/src/modules/shop.ts':
      "import type { Locale } from '../i18n/locale.js';\nexport const shop: Locale = 'de-DE';\n",
    'gateway/src/i18n/locale.ts': 'export type Locale = string;\n',
  });
  expect(output).toContain('gateway/src: 3 parts on 3 levels, 0 imports run back up');
  expect(output).toContain('level 3: http/');
  expect(status).toBe(0);
});
