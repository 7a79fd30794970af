// The Debian packages the test suites drive, checked before any test runs. Missing ones are installed
// when this user may (root, or sudo without a password), else named at once with the command that
// installs them, so that a fresh machine fails in a second instead of twenty minutes into the suite.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

const PACKAGES = [
  {
    name: 'chromium',
    why: 'the browser tests and Lighthouse drive it (web/e2e, bench/lighthouse.ts)',
    present: () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
  },
  {
    name: 'fonts-liberation',
    why: "the shop's fallback face until Roboto arrives; a browser test measures that nothing moves at the swap",
    present: () => existsSync('/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf'),
  },
  {
    name: 'redis-server',
    why: "the gateway's shared cache and rate limits are tested against it",
    present: () => onPath('redis-server'),
  },
  {
    name: 'nginx-light',
    why: 'the topology test puts nginx in front of three gateways, as the deployment does',
    present: () => onPath('nginx') || existsSync('/usr/sbin/nginx'),
  },
];

const missing = PACKAGES.filter((entry) => !entry.present());
if (missing.length === 0) process.exit(0);

const names = missing.map((entry) => entry.name);
const root = process.getuid?.() === 0;
const sudo = !root && onPath('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
if (onPath('apt-get') && (root || sudo) && process.env.INSTALL_PACKAGES !== 'no') {
  console.log(`Installing the Debian packages the tests drive: ${names.join(', ')}`);
  const run = (args) => {
    const [command, ...rest] = root ? args : ['sudo', '-n', ...args];
    execFileSync(command, rest, { stdio: 'inherit' });
  };
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', '--no-install-recommends', ...names]);
  const still = missing.filter((entry) => !entry.present());
  if (still.length === 0) process.exit(0);
  missing.splice(0, missing.length, ...still);
}
console.error('The tests need these Debian packages, which this machine lacks:');
for (const entry of missing) console.error(`  ${entry.name}: ${entry.why}`);
console.error(`Install them with: sudo apt-get install -y ${missing.map((entry) => entry.name).join(' ')}`);
process.exit(1);
