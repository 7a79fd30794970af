// @vitest-environment node
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const STALE = 'web/src/gql is stale: run npm run codegen -w web';

/** The typed operations in src/gql are generated from schema/schema.graphql and the .graphql files: regenerate and compare. */
it('src/gql is what codegen makes of the current SDL and operations', async () => {
  const { config } = await loadCodegenConfig({ configFilePath: join(root, 'codegen.yml') });
  const outputs = (await generate({ ...config, cwd: root, silent: true }, false)) as {
    filename: string;
    content: string;
  }[];
  expect(outputs.length, STALE).toBeGreaterThan(0);
  for (const { filename, content } of outputs) {
    const path = join(root, filename);
    expect(existsSync(path), `${filename} is missing: run npm run codegen -w web`).toBe(true);
    expect(readFileSync(path, 'utf8') === content, `${filename} differs: run npm run codegen -w web`).toBe(true);
  }
  const generated = new Set(outputs.map(({ filename }) => filename.replace(/^web\/src\/gql\//, '')));
  for (const file of readdirSync(join(root, 'web/src/gql')))
    expect(generated.has(file), `web/src/gql/${file} is not generated any more: run npm run codegen -w web`).toBe(true);
}, 60_000);
