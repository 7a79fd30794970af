// Builds the web client (`npm run build -w web`) unless web/dist and web/dist-server were built from the
// same sources: `npm start` and `npm test` both need a build, and the test suite starts the shop with
// `npm start` too, so a build made a moment ago is not made again. The sources are compared by content.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const INPUTS = [
  'web/src',
  'web/public',
  'web/build-plugins',
  'web/index.html',
  'web/vite.config.ts',
  'web/package.json',
  'web/tsconfig.json',
  'schema/src',
  'schema/texts',
  'schema/package.json',
  'package-lock.json',
];
const OUTPUTS = ['web/dist/index.html', 'web/dist-server/entry-server.js'];
const STAMP = join(root, 'web/node_modules/.cache/web-build.sha256');

function* files(path) {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) return yield path;
  for (const name of readdirSync(path).sort()) yield* files(join(path, name));
}

function sourcesHash() {
  const hash = createHash('sha256');
  for (const input of INPUTS)
    for (const file of files(join(root, input)))
      hash.update(relative(root, file)).update('\0').update(readFileSync(file));
  return hash.digest('hex');
}

const sources = sourcesHash();
const built = existsSync(STAMP) ? readFileSync(STAMP, 'utf8') : '';
if (built === sources && OUTPUTS.every((output) => existsSync(join(root, output)))) {
  console.log('web client: built from these sources already (web/dist, web/dist-server)');
  process.exit(0);
}
const build = spawnSync('npm', ['run', 'build', '--workspace', 'web'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
mkdirSync(dirname(STAMP), { recursive: true });
writeFileSync(STAMP, sources);
