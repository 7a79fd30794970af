/**
 * Turns for the pages' work in the gateway's event loop: one step of a page's work starts per turn of the
 * loop, and between two of them the loop reads what else has come in and answers it, GraphQL above all (the
 * shop's own client after its first page, the apps). A flood of pages then makes a GraphQL request wait
 * for one page's step, not for every page that came in before it. With nothing waiting, a page starts in
 * the turn its request was read in. A step of a page under way (a render's GraphQL request) goes before a
 * page not yet started, so that renders end and free their place. docs/adr/0024-serving-pages-beside-graphql.md.
 */
export interface PageTurns {
  /** Resolves when a new page may start. */
  start(): Promise<void>;
  /** Resolves when a page under way may take its next step: before any page waiting to start. */
  next(): Promise<void>;
}

export function createPageTurns(): PageTurns {
  const steps: Array<() => void> = [];
  const starts: Array<() => void> = [];
  let granting = false;
  // setImmediate runs after the loop's poll for I/O: each grant lets the requests read meanwhile go first.
  const grant = () => {
    (steps.shift() ?? starts.shift())?.();
    if (steps.length + starts.length > 0) setImmediate(grant);
    else granting = false;
  };
  const wait = (queue: Array<() => void>) =>
    new Promise<void>((resolve) => {
      queue.push(resolve);
      if (granting) return;
      granting = true;
      setImmediate(grant);
    });
  return { start: () => wait(starts), next: () => wait(steps) };
}

/** `fetch` whose every request first waits for a page's next turn: a render's GraphQL requests are its page's steps. */
export function inTurn(turns: PageTurns, fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  return (input, init) => turns.next().then(() => fetch(input, init));
}
