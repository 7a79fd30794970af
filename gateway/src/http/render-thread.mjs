// @ts-check
/**
 * The server renderer's own thread (a worker that render-thread-host.ts starts): it loads the web client's
 * renderer and renders the pages the gateway's thread asks for. Each GraphQL request of a render goes back
 * to the gateway's thread, which answers it as it answers a browser's (the same endpoint, session and cache).
 * Plain JavaScript: the thread starts the same from the gateway's sources (its tests) and from its build.
 *
 * Messages in: { type: 'render', job, url, cookies } | { type: 'error-page', job, status, cookies } |
 * { type: 'answer', call, status, contentType, body }. Out: { type: 'fetch', job, call, headers, body } |
 * { type: 'done', job, result } | { type: 'failed', job, message, code }.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { basename, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
lowerOwnPriority(workerData.nice);
const renderer = await import(pathToFileURL(resolve(workerData.rendererPath)).href);

/** @type {Map<number, (answer: { status: number; contentType: string; body: string }) => void>} */
const answers = new Map();
let calls = 0;

/**
 * A fetch whose requests the gateway's thread answers, for the render numbered `job`.
 * @param {number} job
 * @returns {typeof fetch}
 */
function gatewayFetch(job) {
  return (_input, init) => {
    calls += 1;
    const call = calls;
    return new Promise((done) => {
      answers.set(call, ({ status, contentType, body }) =>
        done(new Response(body, { status, headers: { 'content-type': contentType } })),
      );
      const body = typeof init?.body === 'string' ? init.body : '';
      port.postMessage({ type: 'fetch', job, call, headers: Object.fromEntries(new Headers(init?.headers)), body });
    });
  };
}

port.on('message', (message) => {
  if (message.type === 'answer') {
    const answer = answers.get(message.call);
    answers.delete(message.call);
    answer?.(message);
    return;
  }
  const work = () =>
    message.type === 'render'
      ? renderer.renderPage({ url: message.url, cookies: message.cookies, fetch: gatewayFetch(message.job) })
      : renderer.renderErrorPage({ status: message.status, cookies: message.cookies });
  Promise.resolve()
    .then(work)
    .then(
      (result) => port.postMessage({ type: 'done', job: message.job, result }),
      (error) =>
        port.postMessage({
          type: 'failed',
          job: message.job,
          message: error instanceof Error ? error.message : String(error),
          code: typeof error?.code === 'string' ? error.code : undefined,
        }),
    );
});

port.postMessage({ type: 'ready' });

/**
 * Lowers this thread's CPU priority to `nice` (0 to 19): where the cores are short, the gateway's thread (every
 * other request) runs first and renders take what is left. Linux gives each thread a priority of its own (its
 * id from /proc/thread-self); elsewhere, or where the gateway already runs at a lower priority (raising it takes
 * a privilege), the thread keeps the gateway's rather than failing to start.
 * @param {number} nice
 */
function lowerOwnPriority(nice) {
  if (!(nice > 0)) return;
  try {
    setPriority(Number(basename(readlinkSync('/proc/thread-self'))), nice);
  } catch {
    // No thread of its own to set, or not allowed: the gateway's priority.
  }
}
