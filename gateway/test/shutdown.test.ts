import { jest } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator, type RunningEmulator } from '@weingut/testkit/emulator';
import { emulatorProcess, type EmulatorProcess } from '@weingut/testkit/emulator-process';
import { startFaultProxy, type FaultProxy } from '@weingut/testkit/fault-proxy';
import { freePort } from '@weingut/testkit/free-port';
import { startGateway, type RunningGateway } from './support/gateway-harness.js';
import { startGatewayProcess } from '@weingut/testkit/gateway-process';
import { startRedis } from './support/redis-server.js';
import { waitFor } from './support/wait-for.js';

/**
 * Signals and health: the gateway as a process (main.ts) gets SIGTERM while a slow request is in
 * flight; /ready, /health, GraphQL and new connections are watched from outside. Readiness follows
 * the Store API and Redis. Timings are bounds with room for a busy 2-core machine, never exact. The gateway
 * processes serve no web client (the process is the subject, and the suite runs without the web build).
 */
jest.setTimeout(90_000);

const NAVIGATION = '{ navigation(type: MAIN) { id name } }';
const SESSION = '{ session { isLoggedIn } }';

const post = (url: string, query: string) =>
  fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
const get = (url: string, path: string) => fetch(`${url}${path}`, { signal: AbortSignal.timeout(10_000) });

/** Whether a NEW connection to the port is accepted now (false: refused). */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** A client's kept-alive connection (as a balancer keeps one): requests one after another, each answer's head and body as text. */
function keptAliveConnection(port: number) {
  const socket = connect(port, '127.0.0.1');
  let buffer = '';
  let waiting: ((answer: string) => void) | null = null;
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined);
  socket.on('data', (chunk) => {
    buffer += chunk.toString();
    const end = buffer.indexOf('\r\n\r\n');
    const length = Number(/content-length: (\d+)/i.exec(buffer)?.[1] ?? NaN);
    if (end >= 0 && buffer.length >= end + 4 + length && waiting) {
      const answer = buffer.slice(0, end + 4 + length);
      buffer = buffer.slice(answer.length);
      waiting(answer);
      waiting = null;
    }
  });
  return {
    closed,
    ask(query: string): Promise<string> {
      const body = JSON.stringify({ query });
      return new Promise((resolve, reject) => {
        if (socket.closed) return reject(new Error('the connection is closed'));
        waiting = resolve;
        socket.once('close', () => reject(new Error('the connection closed without an answer')));
        socket.write(
          `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
        );
      });
    },
  };
}

describe('SIGTERM', () => {
  let proxy: FaultProxy;
  let emulator: RunningEmulator;
  /** A gateway process on `port` whose Store API is the proxy, `env` over the defaults. */
  const gatewayProcess = (port: number, env: Record<string, string>) =>
    startGatewayProcess({ port, web: 'none', env: { SHOPWARE_ENDPOINT: proxy.url, ...env } });

  beforeAll(async () => {
    emulator = await startEmulator();
    proxy = await startFaultProxy();
    proxy.forwardTo(emulator.url);
  });
  afterAll(async () => {
    await proxy?.close();
    await emulator?.close();
  });

  test('/ready answers 503 at once, requests are served through the drain, a slow one in flight completes, then new connections are refused and the process exits 0', async () => {
    const DRAIN_MS = 3000;
    const port = await freePort();
    const gateway = await gatewayProcess(port, {
      NODE_ENV: 'production',
      SHUTDOWN_DRAIN_SECONDS: String(DRAIN_MS / 1000),
    });
    try {
      expect((await get(gateway.url, '/ready')).status).toBe(200);
      // A balancer's kept-alive connection, opened before the signal.
      const balancer = keptAliveConnection(port);
      expect(await balancer.ask(SESSION)).toMatch(/^HTTP\/1\.1 200 [^]*connection: keep-alive/i);

      // A request whose Store API call takes longer than the drain: in flight when the gateway stops accepting.
      await proxy.fail({ kind: 'delay', ms: DRAIN_MS + 2500 }, 1, /navigation/);
      const slow = post(gateway.url, NAVIGATION).then(async (res) => ({
        status: res.status,
        body: (await res.json()) as any,
        at: Date.now(),
      }));
      await waitFor('the slow request at the Store API', async () =>
        proxy.received.some((line) => line.includes('navigation')) ? true : undefined,
      );

      const signalledAt = Date.now();
      gateway.signal('SIGTERM');
      const ready = await waitFor('/ready 503', async () => {
        const res = await get(gateway.url, '/ready');
        return res.status === 503 ? res : undefined;
      });
      const readyAfter = Date.now() - signalledAt;
      expect(readyAfter).toBeLessThan(2000);
      expect(await ready.json()).toEqual({ status: 'draining', checks: { storeApi: 'skipped', redis: 'skipped' } });

      // Liveness is another question: the process is fine.
      const health = await get(gateway.url, '/health');
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });

      // GraphQL is still served during the drain, on new connections and kept-alive ones.
      for (const _round of [1, 2]) {
        const res = await post(gateway.url, SESSION);
        expect(res.status).toBe(200);
        const body = (await res.json()) as any;
        expect(body.errors).toBeUndefined();
        expect(body.data.session.isLoggedIn).toBe(false);
        expect(await balancer.ask(SESSION)).toMatch(/^HTTP\/1\.1 200 [^]*connection: keep-alive/i);
        // Rounds a quarter second apart, all inside the drain.
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(Date.now() - signalledAt).toBeLessThan(DRAIN_MS);
      expect(await accepts(port)).toBe(true);

      // After the drain: new connections are refused, the slow request still completes.
      const refusedAt = await waitFor('a refused connection', async () =>
        (await accepts(port)) ? undefined : Date.now(),
      );
      expect(refusedAt - signalledAt).toBeGreaterThanOrEqual(DRAIN_MS - 200);
      // The kept-alive connection gets one more answer, which ends it (instead of being closed under a request).
      const last = await balancer.ask(SESSION);
      expect(last).toMatch(/^HTTP\/1\.1 200 /);
      expect(last).toMatch(/connection: close/i);
      expect(last).toContain('"isLoggedIn":false');
      await balancer.closed;
      const answered = await slow;
      expect(answered.status).toBe(200);
      expect(answered.body.errors).toBeUndefined();
      expect(answered.body.data.navigation.length).toBeGreaterThan(0);
      expect(answered.at).toBeGreaterThan(refusedAt);

      const exit = await gateway.exited;
      expect(exit).toMatchObject({ code: 0, signal: null });
      expect(exit.at - signalledAt).toBeLessThan(30_000);
      expect(exit.at).toBeGreaterThanOrEqual(answered.at - 50);
      expect(gateway.output()).toContain('SIGTERM: /ready answers 503');
    } catch (error) {
      gateway.signal('SIGKILL');
      throw new Error(`${String(error)}\n--- gateway output ---\n${gateway.output()}`);
    }
  });

  test('a request still in flight at SHUTDOWN_TIMEOUT_SECONDS is abandoned: the process says so and exits 1 on time', async () => {
    const port = await freePort();
    // Short settings: this test is about them (the defaults are a 5 s drain and a 30 s cap).
    const gateway = await gatewayProcess(port, {
      NODE_ENV: 'production',
      SHUTDOWN_DRAIN_SECONDS: '0.5',
      SHUTDOWN_TIMEOUT_SECONDS: '3',
    });
    try {
      const before = proxy.received.length;
      await proxy.fail({ kind: 'delay', ms: 9000 }, 1, /navigation/);
      const stuck = post(gateway.url, NAVIGATION).then(
        (res) => res.status,
        () => 'no answer',
      );
      await waitFor('the stuck request at the Store API', async () =>
        proxy.received.slice(before).some((line) => line.includes('navigation')) ? true : undefined,
      );
      const signalledAt = Date.now();
      gateway.signal('SIGTERM');
      const exit = await gateway.exited;
      expect(exit.code).toBe(1);
      expect(exit.at - signalledAt).toBeGreaterThanOrEqual(2800);
      expect(exit.at - signalledAt).toBeLessThan(8000);
      expect(gateway.output()).toMatch(/in-flight requests did not finish within 3 s of SIGTERM: exiting anyway/);
      expect(await stuck).toBe('no answer');
    } finally {
      gateway.signal('SIGKILL');
      await proxy.heal();
    }
  });

  test("outside production a developer's Ctrl-C (SIGINT) skips the drain", async () => {
    const port = await freePort();
    const gateway = await gatewayProcess(port, {
      NODE_ENV: 'development',
      SHUTDOWN_DRAIN_SECONDS: '20',
    });
    const signalledAt = Date.now();
    gateway.signal('SIGINT');
    const exit = await gateway.exited;
    expect(exit.code).toBe(0);
    expect(exit.at - signalledAt).toBeLessThan(5000);
  });
});

describe('GET /ready', () => {
  let directory: string;
  let emulator: EmulatorProcess;
  let gateway: RunningGateway | undefined;

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'gateway-ready-'));
    emulator = await emulatorProcess({ databaseFile: join(directory, 'emulator.sqlite') });
    await emulator.start();
  });
  afterEach(async () => {
    await gateway?.close();
    gateway = undefined;
  });
  afterAll(async () => {
    await emulator?.kill();
    if (directory) rmSync(directory, { recursive: true, force: true });
  });

  const ready = async (url: string) => {
    const res = await get(url, '/ready');
    return { status: res.status, body: (await res.json()) as any };
  };

  test('goes 503 when the Store API is down and back to 200 when it is up again; liveness stays 200', async () => {
    // The Store API counts as answering for 1 s after its last answer (30 s by default), so that its stop shows soon.
    gateway = await startGateway({ SHOPWARE_ENDPOINT: emulator.url, READY_STORE_API_SECONDS: '1' });
    expect(await ready(gateway.gatewayUrl)).toMatchObject({
      status: 200,
      body: { status: 'ready', checks: { storeApi: 'ok', redis: 'not configured' } },
    });

    await emulator.kill();
    const down = await waitFor('/ready 503', async () => {
      const answer = await ready(gateway!.gatewayUrl);
      return answer.status === 503 ? answer : undefined;
    });
    expect(down.body).toEqual({ status: 'unready', checks: { storeApi: 'failed', redis: 'not configured' } });
    expect(JSON.stringify(down.body)).not.toMatch(/SWSC|127\.0\.0\.1|store-api/);
    expect((await get(gateway.gatewayUrl, '/health')).status).toBe(200);

    await emulator.start();
    const up = await waitFor('/ready 200', async () => {
      const answer = await ready(gateway!.gatewayUrl);
      return answer.status === 200 ? answer : undefined;
    });
    expect(up.body).toEqual({ status: 'ready', checks: { storeApi: 'ok', redis: 'not configured' } });
  });

  test('probes the Store API at most once per few seconds, however often it is asked, and reuses a failed probe too', async () => {
    const proxy = await startFaultProxy();
    proxy.forwardTo(emulator.url);
    try {
      gateway = await startGateway({ SHOPWARE_ENDPOINT: proxy.url, READY_STORE_API_SECONDS: '1' });
      await proxy.fail({ kind: 'answer', status: 503, body: '{}' });
      const probes = () => proxy.received.filter((line) => line === 'GET /store-api/context').length;
      const together = await Promise.all(Array.from({ length: 20 }, () => ready(gateway!.gatewayUrl)));
      for (const answer of together)
        expect(answer).toMatchObject({ status: 503, body: { checks: { storeApi: 'failed' } } });
      for (let round = 0; round < 20; round += 1) expect((await ready(gateway.gatewayUrl)).status).toBe(503);
      expect(probes()).toBe(1);

      await proxy.heal();
      const up = await waitFor('/ready 200', async () =>
        (await ready(gateway!.gatewayUrl)).status === 200 ? true : undefined,
      );
      expect(up).toBe(true);
      expect(probes()).toBe(2);
    } finally {
      await proxy.close();
    }
  });

  test('with REDIS_URL pointing at a Redis that is not running it answers 503 and says that Redis failed', async () => {
    const redis = await startRedis();
    gateway = await startGateway({ SHOPWARE_ENDPOINT: emulator.url, CACHE: 'on', REDIS_URL: redis.url });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(await ready(gateway.gatewayUrl)).toMatchObject({
        status: 200,
        body: { status: 'ready', checks: { storeApi: 'ok', redis: 'ok' } },
      });
      await redis.stop();
      const down = await waitFor('/ready 503', async () => {
        const answer = await ready(gateway!.gatewayUrl);
        return answer.status === 503 ? answer : undefined;
      });
      expect(down.body).toEqual({ status: 'unready', checks: { storeApi: 'ok', redis: 'failed' } });
      expect(JSON.stringify(down.body)).not.toContain(redis.url);
    } finally {
      warn.mockRestore();
    }
  });
});
