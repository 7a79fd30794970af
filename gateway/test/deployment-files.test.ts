/**
 * The deployment files (Dockerfile, .dockerignore, docker-compose*.yml, deploy/nginx/nginx.conf,
 * deploy/kubernetes/) checked against the gateway's own configuration: no Docker or Kubernetes runs
 * here, so this is what stands between a typo in a manifest and a shop that does not start (or
 * starts insecure) in production.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, parseAllDocuments } from 'yaml';
import { gatewayEnvSchema, loadConfig } from '../src/config.js';
import { createServer } from '../src/server.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');
/** Compose's `!override` / `!reset` tags (docker-compose.shopware.yml) read as the plain value. */
const composeTags = [
  { tag: '!override', collection: 'map' as const, resolve: (value: unknown) => value },
  { tag: '!override', collection: 'seq' as const, resolve: (value: unknown) => value },
  { tag: '!reset', resolve: () => null },
];
const readYaml = (path: string): any => parse(read(path), { merge: true, customTags: composeTags });

const KNOWN_SETTINGS = new Set(Object.keys(gatewayEnvSchema.shape));
const SECRET_NAME = /SECRET|KEY|PASSWORD|TOKEN/i;
/** What the operator's environment would hold for `${NAME:?…}` (required) references. */
const TEST_ENVIRONMENT: Record<string, string> = {
  CACHE_SCOPE_SECRET: 'a-test-secret-of-well-over-thirty-two-characters',
  SHOPWARE_ENDPOINT: 'https://shopware.example.com',
  SHOPWARE_ACCESS_KEY: 'SWSCTESTKEY',
};
const REFERENCE = /^\$\{([A-Z_][A-Z0-9_]*)(?:(:?[-?])(.*))?\}$/s;

/** Compose's interpolation of `${VAR}`, `${VAR:-default}`, `${VAR:?message}` with TEST_ENVIRONMENT. */
function interpolate(value: string): string {
  return value.replace(
    /\$\{([A-Z_][A-Z0-9_]*)(?:(:?[-?])([^}]*))?\}/g,
    (_whole, name: string, operator: string | undefined, rest: string | undefined) => {
      const given = TEST_ENVIRONMENT[name];
      if (given !== undefined && given !== '') return given;
      if (operator?.endsWith('-')) return rest ?? '';
      throw new Error(`\${${name}} has no default and no test value`);
    },
  );
}

/** A service's environment as a name → raw value map (compose allows a list of NAME=value too). */
function environmentOf(service: any): Record<string, string> {
  const environment = service?.environment ?? {};
  if (Array.isArray(environment)) {
    return Object.fromEntries(
      environment.map((entry: string) => [entry.split('=')[0], entry.slice(entry.indexOf('=') + 1)]),
    );
  }
  return Object.fromEntries(Object.entries(environment).map(([name, value]) => [name, String(value)]));
}

/** A value that is a reference to the operator's environment with no literal fallback. */
const isBareReference = (raw: string): boolean => {
  const match = REFERENCE.exec(raw);
  return Boolean(match) && !(match![2]?.endsWith('-') && match![3]);
};

// ---------------------------------------------------------------- Dockerfile ------

interface Instruction {
  keyword: string;
  args: string;
}
function dockerInstructions(text: string): Instruction[] {
  const joined = text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ');
  return joined
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}
const dockerfile = dockerInstructions(read('Dockerfile'));
const stages: Instruction[][] = [];
for (const instruction of dockerfile) {
  if (instruction.keyword === 'FROM') stages.push([]);
  stages.at(-1)?.push(instruction);
}
const runtimeStage = stages.at(-1) ?? [];
const lastOf = (keyword: string) => runtimeStage.filter((instruction) => instruction.keyword === keyword).at(-1);
const execForm = (args: string | undefined): string[] => {
  const json = args?.replace(/^CMD\s+/, '') ?? '';
  return json.startsWith('[') ? (JSON.parse(json) as string[]) : json.split(/\s+/);
};
/** ENV NAME=value NAME2=value2 of the runtime stage. */
const imageEnvironment: Record<string, string> = Object.fromEntries(
  runtimeStage
    .filter((instruction) => instruction.keyword === 'ENV')
    .flatMap((instruction) =>
      [...instruction.args.matchAll(/([A-Z_][A-Z0-9_]*)=("[^"]*"|\S+)/g)].map(([, name, value]) => [
        name!,
        value!.replace(/^"|"$/g, ''),
      ]),
    ),
);
const gatewayStartScript = (JSON.parse(read('gateway/package.json')) as { scripts: { start: string } }).scripts.start;

/** Every RUN of the Dockerfile's stages, in order, one per line. */
const runSteps = () =>
  stages
    .flat()
    .filter((instruction) => instruction.keyword === 'RUN')
    .map((instruction) => instruction.args)
    .join('\n');

describe('Dockerfile and .dockerignore', () => {
  it('has two or more stages (else the compilers and dev dependencies ship in the image that runs)', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
  });

  it('installs every workspace from the lockfile with npm ci, with python3, make and g++ for better-sqlite3 (else the gateway has no dependencies or the build breaks)', () => {
    const build = stages
      .slice(0, -1)
      .flat()
      .filter((instruction) => instruction.keyword === 'RUN')
      .map((instruction) => instruction.args)
      .join('\n');
    expect(build).toMatch(/\bnpm ci\b/);
    expect(build).not.toMatch(/npm ci[^\n&]*(--workspace|-w)\b/);
    for (const tool of ['python3', 'make', 'g\\+\\+'])
      expect(build).toMatch(new RegExp(`apt-get install[^\\n]*\\s${tool}(\\s|$)`));
  });

  it('builds the web client and its server renderer (else the gateway serves no shop)', () => {
    const build = runSteps();
    expect(build).toMatch(/npm run build (-w|--workspace[ =])\s*web\b/);
    expect(JSON.parse(read('web/package.json')).scripts.build).toMatch(/--ssr/);
  });

  it('builds the gateway before it prunes dev dependencies (the image runs gateway/dist/main.js, made by esbuild)', () => {
    const build = runSteps();
    const built = build.search(/npm run build (-w|--workspace[ =])\s*gateway\b/);
    expect(built).toBeGreaterThanOrEqual(0);
    const pruned = build.search(/--omit[= ]dev|--production\b/);
    if (pruned >= 0) expect(built).toBeLessThan(pruned);
    expect(JSON.parse(read('gateway/package.json')).scripts.build).toBe('node build.mjs');
  });

  it('keeps tsx in the runtime stage when it prunes dev dependencies (else the emulator’s node --import tsx cannot start)', () => {
    const pruned = dockerfile.some(
      (instruction) => instruction.keyword === 'RUN' && /--omit[= ]dev|--production\b/.test(instruction.args),
    );
    if (!pruned) return;
    const manifests = [
      'package.json',
      'schema/package.json',
      'emulator/package.json',
      'gateway/package.json',
      'web/package.json',
    ].map((path) => JSON.parse(read(path)) as { dependencies?: Record<string, string> });
    expect(manifests.some((manifest) => manifest.dependencies?.tsx)).toBe(true);
  });

  it('runs as a non-root user (else a hole in the gateway is root in the container)', () => {
    const user = lastOf('USER')?.args.split(':')[0];
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
  });

  it("starts under Debian's tini installed with apt (else SIGTERM never reaches node and there is no drain)", () => {
    const entrypoint = execForm(lastOf('ENTRYPOINT')?.args);
    expect(entrypoint[0]).toMatch(/(^|\/)tini$/);
    expect(
      runtimeStage.some(
        (instruction) => instruction.keyword === 'RUN' && /apt-get install[^\n]*\btini\b/.test(instruction.args),
      ),
    ).toBe(true);
  });

  it("runs node itself (not npm, which does not pass signals on) on the built gateway with gateway/package.json's start flags", () => {
    const command = execForm(lastOf('CMD')?.args);
    expect(command[0]).toBe('node');
    expect(command.at(-1)).toBe('gateway/dist/main.js');
    expect(command).not.toContain('tsx');
    expect(gatewayStartScript).toMatch(/ dist\/main\.js$/);
    const flags = gatewayStartScript.match(/--max-[\w-]+=\d+/g) ?? [];
    expect(flags.length).toBeGreaterThan(0);
    for (const flag of flags) expect(command).toContain(flag);
  });

  it("gives node the start script's malloc arenas (two, not one per thread: the render thread's would hold 25-30 MB more)", () => {
    expect(gatewayStartScript).toContain(`MALLOC_ARENA_MAX=${imageEnvironment.MALLOC_ARENA_MAX} node `);
    expect(imageEnvironment.MALLOC_ARENA_MAX).toBe('2');
  });

  it("leaves STOREFRONT_URL to the deployment (one image for every shop's origin)", () => {
    expect(imageEnvironment.STOREFRONT_URL).toBeUndefined();
  });

  it('sets NODE_ENV=production, and every gateway setting in its ENV is a known one that loadConfig accepts', () => {
    expect(imageEnvironment.NODE_ENV).toBe('production');
    // Besides the gateway's settings, the C library's (above).
    const settings = Object.keys(imageEnvironment).filter((name) => name !== 'MALLOC_ARENA_MAX');
    expect(settings.filter((name) => !KNOWN_SETTINGS.has(name))).toEqual([]);
    expect(() => loadConfig(imageEnvironment)).not.toThrow();
  });

  it('has a HEALTHCHECK on /health (with node: the slim image has no curl) and EXPOSEs PORT', () => {
    const healthcheck = lastOf('HEALTHCHECK')?.args ?? '';
    expect(healthcheck).toMatch(/CMD \["node"/);
    expect(healthcheck).toMatch(/\/health\b/);
    expect(lastOf('EXPOSE')?.args).toBe(imageEnvironment.PORT ?? '4000');
  });

  it('.dockerignore keeps node_modules (nested too), the builds, databases, test results and .git out of the build context', () => {
    const lines = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim());
    for (const entry of ['**/node_modules', 'web/dist', 'web/dist-server', 'emulator/var', '**/*.sqlite', '.git'])
      expect(lines).toContain(entry);
    expect(lines.some((line) => /test-results/.test(line))).toBe(true);
  });
});

// ---------------------------------------------------------------- docker-compose ------

const compose = readYaml('docker-compose.yml');
const services: Record<string, any> = compose.services;
const gatewayNames = Object.keys(services).filter((name) => /^gateway/.test(name));
const composeGatewayEnvironments = gatewayNames.map((name) => environmentOf(services[name]));
const publicUrl = (() => {
  const nginx = services.nginx;
  const published = String(nginx?.ports?.[0] ?? '').split(':')[0];
  return `http://localhost:${published}`;
})();
const networkName = Object.keys(compose.networks ?? {})[0] ?? '';
const balancerAddress: string | undefined = services.nginx?.networks?.[networkName]?.ipv4_address;
const healthcheckUrl = (service: any): URL | null => {
  const text = [service?.healthcheck?.test ?? []].flat().join(' ');
  const found = /https?:\/\/[^'"\s)]+/.exec(text);
  return found ? new URL(found[0]) : null;
};

describe('docker-compose.yml', () => {
  it('runs two or more gateways from one definition (else one crash takes the shop down)', () => {
    expect(gatewayNames.length).toBeGreaterThanOrEqual(2);
    const [first, ...others] = gatewayNames.map((name) => ({ ...services[name], networks: undefined }));
    for (const other of others) expect(other).toEqual(first);
  });

  it('gives a gateway only known settings (else a misspelt one is silently ignored)', () => {
    for (const environment of composeGatewayEnvironments)
      expect(Object.keys(environment).filter((name) => !KNOWN_SETTINGS.has(name))).toEqual([]);
  });

  it("gives a gateway settings that pass the gateway's loadConfig (else it exits at start)", () => {
    for (const environment of composeGatewayEnvironments) {
      expect(() =>
        loadConfig(Object.fromEntries(Object.entries(environment).map(([name, raw]) => [name, interpolate(raw)]))),
      ).not.toThrow();
    }
  });

  it('runs the gateways with NODE_ENV=production on all interfaces (else introspection and stack traces are public, or nginx cannot reach them)', () => {
    for (const environment of composeGatewayEnvironments) {
      expect(environment.NODE_ENV).toBe('production');
      expect(environment.HOST).toBe('0.0.0.0');
    }
  });

  it("takes CACHE_SCOPE_SECRET from the operator's environment, required, one for all gateways (else scope cookies fail across gateways or the key is in git)", () => {
    const values = composeGatewayEnvironments.map((environment) => environment.CACHE_SCOPE_SECRET);
    for (const value of values) expect(value).toMatch(/^\$\{CACHE_SCOPE_SECRET:\?[^}]*\}$/);
    expect(new Set(values).size).toBe(1);
  });

  it('points REDIS_URL at the redis service and SHOPWARE_ENDPOINT at the emulator service (else no shared cache or no catalogue)', () => {
    for (const environment of composeGatewayEnvironments) {
      const redis = new URL(interpolate(environment.REDIS_URL ?? ''));
      expect(services[redis.hostname]).toBeDefined();
      expect(redis.hostname).toBe('redis');
      const shopware = new URL(interpolate(environment.SHOPWARE_ENDPOINT ?? ''));
      expect(shopware.hostname).toBe('emulator');
      expect(shopware.port).toBe(environmentOf(services.emulator).EMULATOR_PORT);
    }
  });

  it("trusts nginx's fixed address, in the network's fixed subnet (else rate limits count the balancer, not the shopper)", () => {
    expect(balancerAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    const subnet: string = compose.networks[networkName].ipam.config[0].subnet;
    const prefix = subnet.split('/')[0]!.split('.').slice(0, 3).join('.');
    expect(subnet.endsWith('/24')).toBe(true);
    expect(balancerAddress!.startsWith(`${prefix}.`)).toBe(true);
    for (const environment of composeGatewayEnvironments)
      expect(environment.TRUSTED_PROXIES!.split(',').map((entry) => entry.trim())).toContain(balancerAddress);
  });

  it("sets STOREFRONT_URL and the emulator's EMULATOR_PUBLIC_URL to the balancer's public URL (else links and images point at internal hosts)", () => {
    for (const environment of composeGatewayEnvironments)
      expect(interpolate(environment.STOREFRONT_URL ?? '')).toBe(publicUrl);
    const emulator = environmentOf(services.emulator);
    expect(interpolate(emulator.EMULATOR_PUBLIC_URL ?? '')).toBe(publicUrl);
    expect(emulator.EMULATOR_HOST).toBe('0.0.0.0');
  });

  it('publishes the balancer only: the emulator (and its mail outbox) and the gateways are internal', () => {
    const publishing = Object.entries(services)
      .filter(([, service]) => service.ports?.length)
      .map(([name]) => name);
    expect(publishing).toEqual(['nginx']);
    expect(services.emulator.ports).toBeUndefined();
  });

  it('persists Redis (appendonly yes and a volume at /data; else the rate-limit counts reset with every restart)', () => {
    const command = [services.redis.command].flat().join(' ');
    expect(command).toMatch(/--appendonly\s+yes/);
    expect((services.redis.volumes ?? []).some((volume: string) => /^[\w-]+:\/data$/.test(volume))).toBe(true);
  });

  it('gives every service a health check and a restart policy (else a crashed one stays down)', () => {
    for (const [name, service] of Object.entries(services)) {
      expect([name, service.healthcheck?.test]).toEqual([name, expect.anything()]);
      expect([name, service.restart]).toEqual([name, expect.stringMatching(/^(always|unless-stopped|on-failure)/)]);
    }
  });

  it('waits 35 s or more for a stopping gateway (else Docker kills it mid-drain)', () => {
    for (const name of gatewayNames) {
      const match = /^(\d+)s$/.exec(String(services[name].stop_grace_period));
      expect(Number(match?.[1] ?? 0)).toBeGreaterThanOrEqual(35);
    }
  });

  it('health-checks a gateway on its own PORT (else it is never healthy and nginx never starts)', () => {
    for (const name of gatewayNames) {
      const url = healthcheckUrl(services[name]);
      expect(url?.port).toBe(environmentOf(services[name]).PORT);
      expect(['/ready', '/health']).toContain(url?.pathname);
    }
  });

  it('mounts nginx.conf and shop-proxy.conf into the official nginx image', () => {
    expect(services.nginx.image).toMatch(/^nginx(:|$)/);
    expect(services.nginx.volumes).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\.\/deploy\/nginx\/nginx\.conf:\/etc\/nginx\/nginx\.conf(:ro)?$/),
        expect.stringMatching(/^\.\/deploy\/nginx\/shop-proxy\.conf:\/etc\/nginx\/shop-proxy\.conf(:ro)?$/),
      ]),
    );
  });

  it('docker-compose.shopware.yml switches the gateways to a real Shopware with required references, and stops the emulator', () => {
    const override = readYaml('docker-compose.shopware.yml');
    for (const name of gatewayNames) {
      const environment = { ...environmentOf(services[name]), ...environmentOf(override.services[name]) };
      expect(environment.SHOPWARE_ENDPOINT).toMatch(/^\$\{SHOPWARE_ENDPOINT:\?[^}]*\}$/);
      expect(environment.SHOPWARE_ACCESS_KEY).toMatch(/^\$\{SHOPWARE_ACCESS_KEY:\?[^}]*\}$/);
      expect(Object.keys(environment).filter((setting) => !KNOWN_SETTINGS.has(setting))).toEqual([]);
      expect(() =>
        loadConfig(
          Object.fromEntries(Object.entries(environment).map(([setting, raw]) => [setting, interpolate(raw)])),
        ),
      ).not.toThrow();
      expect(Object.keys(override.services[name].depends_on ?? {})).not.toContain('emulator');
    }
    expect(override.services.emulator.profiles?.length).toBeGreaterThan(0);
  });

  it('gives no secret a literal value (a SECRET/KEY/PASSWORD/TOKEN variable is a ${…} reference without a default)', () => {
    for (const file of ['docker-compose.yml', 'docker-compose.shopware.yml']) {
      for (const [name, service] of Object.entries(readYaml(file).services as Record<string, any>)) {
        for (const [variable, raw] of Object.entries(environmentOf(service))) {
          if (SECRET_NAME.test(variable))
            expect([file, name, variable, isBareReference(raw)]).toEqual([file, name, variable, true]);
        }
      }
    }
  });
});

// ---------------------------------------------------------------- nginx ------

const nginxConf = read('deploy/nginx/nginx.conf');
/** The body of the first block `header { … }` (braces balanced). */
function block(text: string, header: RegExp): string | null {
  const start = header.exec(text);
  if (!start) return null;
  let depth = 0;
  for (let index = text.indexOf('{', start.index); index < text.length; index++) {
    if (text[index] === '{') depth++;
    if (text[index] === '}' && --depth === 0) return text.slice(text.indexOf('{', start.index) + 1, index);
  }
  return null;
}
const withoutComments = nginxConf.replace(/#[^\n]*/g, '');

describe('deploy/nginx/nginx.conf', () => {
  it('names every compose gateway service at its PORT in upstream gateways, with keepalive (else a gateway gets no traffic)', () => {
    const upstream = block(withoutComments, /upstream\s+gateways\s*\{/) ?? '';
    const servers = [...upstream.matchAll(/^\s*server\s+([\w.-]+):(\d+)/gm)].map(([, host, port]) => `${host}:${port}`);
    expect(servers.sort()).toEqual(gatewayNames.map((name) => `${name}:${environmentOf(services[name]).PORT}`).sort());
    expect(upstream).toMatch(/keepalive\s+\d+;/);
  });

  it('includes shop-proxy.conf in location / (else nothing reaches the gateways)', () => {
    expect(block(withoutComments, /location\s+\/\s*\{/)).toMatch(/include\s+\/etc\/nginx\/shop-proxy\.conf;/);
  });

  it('sends /media/ and /thumbnail/ to the emulator and nothing else of it (its mail outbox stays internal)', () => {
    const port = environmentOf(services.emulator).EMULATOR_PORT;
    expect(withoutComments).toMatch(new RegExp(`http://emulator:${port}\\b`));
    for (const path of ['/media/', '/thumbnail/'])
      expect(block(withoutComments, new RegExp(`location\\s+${path.replace(/\//g, '\\/')}\\s*\\{`))).toMatch(
        /proxy_pass\s+\$emulator;/,
      );
    const emulatorLocations = [...withoutComments.matchAll(/location\s+(?:=\s*)?([^{\s]+)\s*\{/g)]
      .filter((match) => /emulator/.test(block(withoutComments.slice(match.index), /location/) ?? ''))
      .map(([, path]) => path);
    expect(emulatorLocations.sort()).toEqual(['/media/', '/thumbnail/']);
    expect(withoutComments).not.toMatch(/_emulator/);
  });

  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
  (nginx ? it : it.skip)(
    `passes nginx -t with the upstream hosts at 127.0.0.1${nginx ? '' : ' (SKIPPED: no nginx binary on this machine; CI installs it)'}`,
    () => {
      const proxyConf = join(ROOT, 'deploy/nginx/shop-proxy.conf');
      if (!existsSync(proxyConf))
        throw new Error(
          'deploy/nginx/shop-proxy.conf is missing (it comes with the readiness and drain work); nginx.conf includes it',
        );
      const directory = mkdtempSync(join(tmpdir(), 'nginx-conf-'));
      writeFileSync(join(directory, 'shop-proxy.conf'), readFileSync(proxyConf, 'utf8'));
      const rewritten = nginxConf
        .replace(/server\s+[\w.-]+:(\d+)/g, 'server 127.0.0.1:$1')
        .replace(/\/etc\/nginx\/shop-proxy\.conf/g, join(directory, 'shop-proxy.conf'))
        .replace(/\/var\/log\/nginx\//g, `${directory}/`)
        .replace(/\/var\/run\/nginx\.pid/g, join(directory, 'nginx.pid'))
        .replace(
          /http\s*\{/,
          `http {\n  client_body_temp_path ${directory}/body;\n  proxy_temp_path ${directory}/proxy;\n  fastcgi_temp_path ${directory}/fastcgi;\n  uwsgi_temp_path ${directory}/uwsgi;\n  scgi_temp_path ${directory}/scgi;\n`,
        );
      writeFileSync(join(directory, 'nginx.conf'), rewritten);
      try {
        execFileSync(
          nginx!,
          ['-t', '-q', '-p', directory, '-e', join(directory, 'error.log'), '-c', join(directory, 'nginx.conf')],
          { stdio: 'pipe' },
        );
      } catch (error) {
        throw new Error(`nginx -t failed: ${String((error as { stderr?: Buffer }).stderr ?? error)}`);
      } finally {
        rmSync(directory, { recursive: true, force: true });
      }
    },
  );
});

// ---------------------------------------------------------------- Kubernetes ------

const KUBERNETES = 'deploy/kubernetes';
const kustomization = readYaml(`${KUBERNETES}/kustomization.yaml`);
const manifestFiles = readdirSync(join(ROOT, KUBERNETES)).filter(
  (file) => /\.ya?ml$/.test(file) && file !== 'kustomization.yaml',
);
const manifests: any[] = manifestFiles.flatMap((file) =>
  parseAllDocuments(read(`${KUBERNETES}/${file}`))
    .map((document) => document.toJS())
    .filter(Boolean),
);
const ofKind = (kind: string) => manifests.filter((manifest) => manifest.kind === kind);
const deployment = ofKind('Deployment').find((manifest) => manifest.metadata.name === 'gateway');
const container = deployment?.spec.template.spec.containers.find((candidate: any) => candidate.name === 'gateway');
const configMaps = new Map<string, Record<string, string>>(
  ofKind('ConfigMap').map((manifest) => [manifest.metadata.name, manifest.data ?? {}]),
);
const k8sEnvironment: Record<string, string> = Object.assign(
  {},
  ...(container?.envFrom ?? []).map((source: any) => configMaps.get(source.configMapRef?.name) ?? {}),
  Object.fromEntries(
    (container?.env ?? []).map((entry: any) => [
      entry.name,
      entry.value ??
        (entry.valueFrom?.secretKeyRef
          ? (TEST_ENVIRONMENT[entry.name] ?? 'from-a-secret-0123456789abcdef0123456789')
          : ''),
    ]),
  ),
);
const containerPort = (name: string | number): number =>
  typeof name === 'number' ? name : container.ports.find((port: any) => port.name === name)?.containerPort;
const gatewayService = ofKind('Service').find((manifest) => manifest.metadata.name === 'gateway');
const matchesSelector = (selector: Record<string, string>) =>
  Object.entries(selector).every(([label, value]) => deployment.spec.template.metadata.labels[label] === value);

describe('deploy/kubernetes', () => {
  it('kustomization.yaml lists every manifest of the folder, and each listed file exists (else kubectl apply -k leaves one out)', () => {
    expect([...kustomization.resources].sort()).toEqual([...manifestFiles].sort());
  });

  it('gives the gateway container only known settings (ConfigMap and env; else a misspelt one is silently ignored)', () => {
    expect(Object.keys(k8sEnvironment).filter((name) => !KNOWN_SETTINGS.has(name))).toEqual([]);
  });

  it("gives the gateway settings that pass the gateway's loadConfig (else every pod crash-loops)", () => {
    expect(() => loadConfig(k8sEnvironment)).not.toThrow();
  });

  it('runs the gateway with NODE_ENV=production on all interfaces, REDIS_URL at the redis Service', () => {
    expect(k8sEnvironment.NODE_ENV).toBe('production');
    expect(k8sEnvironment.HOST).toBe('0.0.0.0');
    const redis = new URL(k8sEnvironment.REDIS_URL ?? '');
    const redisService = ofKind('Service').find((manifest) => manifest.metadata.name === redis.hostname);
    expect(redisService?.spec.ports.map((port: any) => String(port.port))).toContain(redis.port);
  });

  it('takes CACHE_SCOPE_SECRET and SHOPWARE_ACCESS_KEY from a Secret, and no file holds a secret (else the key is in git)', () => {
    const fromSecret = (container.env ?? [])
      .filter((entry: any) => entry.valueFrom?.secretKeyRef)
      .map((entry: any) => entry.name);
    expect(fromSecret).toEqual(expect.arrayContaining(['CACHE_SCOPE_SECRET', 'SHOPWARE_ACCESS_KEY']));
    for (const entry of container.env ?? [])
      if (SECRET_NAME.test(entry.name)) expect([entry.name, entry.value]).toEqual([entry.name, undefined]);
    for (const data of configMaps.values())
      expect(Object.keys(data).filter((name) => SECRET_NAME.test(name))).toEqual([]);
    expect(ofKind('Secret').filter((manifest) => manifest.data || manifest.stringData)).toEqual([]);
    expect(kustomization.secretGenerator).toBeUndefined();
  });

  it("sets STOREFRONT_URL to the Ingress's host, https where the Ingress has TLS for it (else links, mails and return addresses name another origin)", () => {
    const { storefront } = loadConfig(k8sEnvironment);
    expect(storefront.configured).toBe(true);
    const origins = ofKind('Ingress').flatMap((ingress) =>
      ingress.spec.rules.map((rule: any) => {
        const tls = (ingress.spec.tls ?? []).some((entry: any) => entry.hosts?.includes(rule.host));
        return `${tls ? 'https' : 'http'}://${rule.host}`;
      }),
    );
    expect(origins).toContain(storefront.url);
  });

  it('agrees on the port: PORT = containerPort = Service targetPort, and the Ingress backend is that Service port', () => {
    const port = Number(k8sEnvironment.PORT ?? 4000);
    expect(container.ports.map((candidate: any) => candidate.containerPort)).toContain(port);
    const servicePort = gatewayService.spec.ports[0];
    expect(containerPort(servicePort.targetPort)).toBe(port);
    expect(matchesSelector(gatewayService.spec.selector)).toBe(true);
    const backends = ofKind('Ingress').flatMap((ingress) =>
      ingress.spec.rules.flatMap((rule: any) => rule.http.paths.map((path: any) => path.backend.service)),
    );
    expect(backends.length).toBeGreaterThan(0);
    for (const backend of backends) {
      expect(backend.name).toBe(gatewayService.metadata.name);
      expect([servicePort.name, servicePort.port]).toContain(backend.port.name ?? backend.port.number);
    }
  });

  it('probes readiness at /ready and liveness at /health on the container port (else traffic reaches draining pods or hung pods live on)', () => {
    expect(container.readinessProbe.httpGet.path).toBe('/ready');
    expect(container.livenessProbe.httpGet.path).toBe('/health');
    for (const probe of [container.readinessProbe, container.livenessProbe, container.startupProbe].filter(Boolean)) {
      expect(containerPort(probe.httpGet.port)).toBe(Number(k8sEnvironment.PORT ?? 4000));
    }
  });

  it("waits long enough before SIGKILL: terminationGracePeriodSeconds ≥ preStop's sleep + SHUTDOWN_DRAIN_SECONDS + 30 s (else the drain is cut off)", () => {
    const sleep = Number(
      container.lifecycle?.preStop?.exec?.command?.at(-1) ?? container.lifecycle?.preStop?.sleep?.seconds,
    );
    expect(sleep).toBeGreaterThan(0);
    const drain = Number(k8sEnvironment.SHUTDOWN_DRAIN_SECONDS ?? 5);
    expect(deployment.spec.template.spec.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(sleep + drain + 30);
  });

  it('runs the gateway as a non-root user with a read-only root filesystem, /tmp writable, and resources set', () => {
    const pod = deployment.spec.template.spec;
    expect(pod.securityContext.runAsNonRoot).toBe(true);
    expect(pod.securityContext.runAsUser).toBeGreaterThan(0);
    expect(container.securityContext.readOnlyRootFilesystem).toBe(true);
    expect(container.securityContext.allowPrivilegeEscalation).toBe(false);
    const tmp = container.volumeMounts.find((mount: any) => mount.mountPath === '/tmp');
    expect(pod.volumes.find((volume: any) => volume.name === tmp?.name)?.emptyDir).toBeDefined();
    expect(container.resources.requests.cpu).toBeDefined();
    expect(container.resources.limits.memory).toBeDefined();
  });

  it('scales the gateway on CPU (autoscaling/v2) from two pods, and keeps one through disruptions', () => {
    const [hpa] = ofKind('HorizontalPodAutoscaler');
    expect(hpa.apiVersion).toBe('autoscaling/v2');
    expect(hpa.spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: deployment.metadata.name });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpa.spec.metrics.map((metric: any) => metric.resource?.name)).toContain('cpu');
    const [pdb] = ofKind('PodDisruptionBudget');
    expect(matchesSelector(pdb.spec.selector.matchLabels)).toBe(true);
  });

  it('persists Redis: a StatefulSet with appendonly yes and a volume claim at /data', () => {
    const redis = ofKind('StatefulSet').find((manifest) => manifest.metadata.name === 'redis');
    const redisContainer = redis.spec.template.spec.containers[0];
    expect([...(redisContainer.command ?? []), ...(redisContainer.args ?? [])].join(' ')).toMatch(/--appendonly\s+yes/);
    const claim = redis.spec.volumeClaimTemplates[0].metadata.name;
    expect(redisContainer.volumeMounts).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: claim, mountPath: '/data' })]),
    );
  });
});

// ---------------------------------------------------------------- probe paths ------

const probePaths = [
  ...new Set(
    [
      /\/(health|ready)\b/.exec(lastOf('HEALTHCHECK')?.args ?? '')?.[0],
      ...gatewayNames.map((name) => healthcheckUrl(services[name])?.pathname),
      ...[container?.readinessProbe, container?.livenessProbe, container?.startupProbe].map(
        (probe) => probe?.httpGet?.path,
      ),
    ].filter((path): path is string => Boolean(path)),
  ),
];

describe('the probe paths exist on a gateway', () => {
  let app: Awaited<ReturnType<typeof createServer>>['app'];
  // No web build (WEB_DIST does not exist): no catch-all page route that would answer any path.
  beforeAll(async () => {
    ({ app } = await createServer(
      loadConfig({
        NODE_ENV: 'production',
        WEB_DIST: '/nonexistent',
        SERVER_RENDERING: 'off',
        CACHE: 'off',
        RATE_LIMITS: 'off',
      }),
    ));
  });
  afterAll(() => app?.close());

  it.each(probePaths)('GET %s is answered (a 404 would mark every gateway unhealthy or unready)', async (path) => {
    const response = await app.inject({ method: 'GET', url: path });
    expect(response.statusCode).not.toBe(404);
  });
});
