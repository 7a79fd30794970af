/**
 * The server renderer in a thread of its own (render-thread.mjs): React's and Apollo's work for a page, and
 * the garbage they make, do not hold up the gateway's event loop, where every other request (kept pages,
 * GraphQL) waits its turn. The gateway's thread answers the render's GraphQL requests as before
 * (inProcessGraphqlFetch). docs/adr/0024-serving-pages-beside-graphql.md.
 */
import { Worker } from 'node:worker_threads';
import type { PageRenderer } from './page-renderer.js';

type RenderOutcome =
  Awaited<ReturnType<PageRenderer['renderPage']>> | Awaited<ReturnType<PageRenderer['renderErrorPage']>>;

type FromRenderThread =
  | { type: 'ready' }
  /** One of a render's GraphQL requests (job: the render's number). */
  | { type: 'fetch'; job: number; call: number; headers: Record<string, string>; body: string }
  | { type: 'done'; job: number; result: RenderOutcome }
  | { type: 'failed'; job: number; message: string; code: string | undefined };

interface Job {
  fetch: typeof fetch | null;
  settle(outcome: { result: RenderOutcome } | { error: Error }): void;
}

/** The thread's heap: a render's garbage is young; a render that holds more fails alone, not the gateway. */
const THREAD_HEAP_MB = 96;

/** How long after a failed start the thread is started again. */
const RESTART_AFTER_MS = 10_000;

export interface RenderThread extends PageRenderer {
  close(): Promise<void>;
}

/** Where the renderer is, and the CPU priority its thread lowers itself to (`nice`, 0 to 19; Linux). */
export interface RenderThreadOptions {
  rendererPath: string;
  nice: number;
}

/** The worker, resolved once it has loaded the renderer (rejected when it cannot). */
function startWorker(
  { rendererPath, nice }: RenderThreadOptions,
  onMessage: (message: Exclude<FromRenderThread, { type: 'ready' }>, worker: Worker) => void,
  log: (error: Error) => void,
): Promise<Worker> {
  const worker = new Worker(new URL('./render-thread.mjs', import.meta.url), {
    workerData: { rendererPath, nice },
    resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
    // The gateway's own flags (a TypeScript loader in its tests) are not the renderer's.
    execArgv: [],
  });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The render thread stopped while loading (${code})`)));
    worker.on('message', (message: FromRenderThread) => {
      if (message.type === 'ready') {
        worker.removeAllListeners('error').removeAllListeners('exit');
        // A failure of the thread (over its heap, an error no render caught) ends it; unheard, it would end the gateway.
        worker.on('error', log);
        resolve(worker);
      } else onMessage(message, worker);
    });
  });
}

/**
 * Starts the renderer's thread and resolves once the renderer is loaded. Should the thread stop later (a
 * render over its heap), the renders under way fail (their visitors get the client's shell) and the next
 * render starts it again.
 */
export async function startRenderThread(
  options: RenderThreadOptions,
  log: (error: Error) => void,
): Promise<RenderThread> {
  const jobs = new Map<number, Job>();
  let jobCount = 0;
  let closing = false;

  const failAll = (error: Error) => {
    for (const job of jobs.values()) job.settle({ error });
    jobs.clear();
  };

  const answer = async (worker: Worker, message: Extract<FromRenderThread, { type: 'fetch' }>) => {
    const job = jobs.get(message.job);
    if (!job?.fetch) return;
    const reply = { type: 'answer', call: message.call };
    try {
      const response = await job.fetch('/graphql', { method: 'POST', headers: message.headers, body: message.body });
      const contentType = response.headers.get('content-type') ?? 'application/json';
      worker.postMessage({ ...reply, status: response.status, contentType, body: await response.text() });
    } catch (error) {
      // Answered all the same (as a failed request), so that the render ends and holds nothing in the thread.
      log(error instanceof Error ? error : new Error(String(error)));
      const body = JSON.stringify({ errors: [{ message: 'Internal server error' }] });
      worker.postMessage({ ...reply, status: 500, contentType: 'application/json', body });
    }
  };

  let current: Promise<Worker>;
  const start = (): Promise<Worker> => {
    const started = startWorker(
      options,
      (message, worker) => {
        if (message.type === 'fetch') {
          void answer(worker, message);
          return;
        }
        const job = jobs.get(message.job);
        jobs.delete(message.job);
        if (message.type === 'done') job?.settle({ result: message.result });
        else job?.settle({ error: Object.assign(new Error(message.message), { code: message.code }) });
      },
      log,
    );
    started.then(
      (worker) =>
        worker.on('exit', (code) => {
          if (closing) return;
          const error = Object.assign(new Error(`The render thread stopped (${code})`), {
            code: 'RENDER_THREAD_STOPPED',
          });
          log(error);
          failAll(error);
          current = start();
        }),
      (error: Error) => {
        // Not started again at once: renders fail (the client's shell) until a later try succeeds.
        log(error);
        setTimeout(() => {
          if (!closing) current = start();
        }, RESTART_AFTER_MS).unref();
      },
    );
    return started;
  };
  current = start();
  await current;

  const run = async (fetcher: typeof fetch | null, message: (job: number) => object): Promise<RenderOutcome> => {
    if (closing) throw new Error('The gateway is closing');
    const worker = await current;
    jobCount += 1;
    const job = jobCount;
    return new Promise((resolve, reject) => {
      jobs.set(job, {
        fetch: fetcher,
        settle: (outcome) => ('error' in outcome ? reject(outcome.error) : resolve(outcome.result)),
      });
      worker.postMessage(message(job));
    });
  };

  return {
    renderPage: ({ url, cookies, fetch }) =>
      run(fetch, (job) => ({ type: 'render', job, url, cookies })) as ReturnType<PageRenderer['renderPage']>,
    renderErrorPage: ({ status, cookies }) =>
      run(null, (job) => ({ type: 'error-page', job, status, cookies })) as ReturnType<PageRenderer['renderErrorPage']>,
    async close() {
      closing = true;
      failAll(new Error('The gateway is closing'));
      await (await current).terminate();
    },
  };
}
