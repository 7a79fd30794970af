import type { BrowserContext } from 'playwright-core';
import { DEFAULT_ACCESS_KEY } from '@weingut/emulator/config';
import { htmlError, shopwareError, type Fault } from '@weingut/testkit/fault-proxy';
import { shop } from './browser.js';
import type { FailRequest } from './start-shop.js';

export { htmlError, shopwareError, type Fault };

async function control(path: '/fail' | '/heal', request?: FailRequest): Promise<void> {
  const response = await fetch(`${shop().faulty.controlUrl}${path}`, {
    method: 'POST',
    ...(request ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) } : {}),
  });
  if (!response.ok) throw new Error(`fault control ${path}: ${response.status} ${await response.text()}`);
}

/**
 * The Store API of the fault-matrix shop (shop().faulty), failing on demand: the gateway tests'
 * fault proxy sits in front of its emulator, in the process that started the shops.
 */
export const faults = {
  /**
   * Answers the next `times` requests (all by default) with the fault; with `only`, just the
   * requests whose "METHOD /store-api/…" matches it (its source is sent: no flags).
   */
  fail: (fault: Fault, { times, only }: { times?: number; only?: RegExp } = {}) =>
    control('/fail', { fault, ...(times === undefined ? {} : { times }), ...(only ? { only: only.source } : {}) }),
  /** Forwards every request again (and listens again after a refusal). */
  heal: () => control('/heal'),
};

/**
 * What the fault-matrix shop's Store API holds for the browser context's shopper, asked at the
 * emulator itself (past the proxy and the gateway) with the session's context token.
 */
export async function atStoreApi<T>(context: BrowserContext, method: 'GET' | 'POST', path: string): Promise<T> {
  const token = (await context.cookies(shop().faulty.gatewayUrl)).find(
    (cookie) => cookie.name === 'sw-context-token',
  )?.value;
  if (!token) throw new Error('the shopper has no session yet');
  const response = await fetch(`${shop().faulty.emulatorUrl}/store-api${path}`, {
    method,
    headers: { 'sw-access-key': DEFAULT_ACCESS_KEY, 'sw-context-token': token },
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
