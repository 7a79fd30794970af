import { createRenderGate } from './render-gate.js';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the bound on renders at once', () => {
  it('lets `concurrent` in, a waiting one in once a place is free, and refuses beyond the queue at once', async () => {
    const gate = createRenderGate({ concurrent: 2, queue: 1, waitMs: 1000 });
    const first = await gate.enter();
    const second = await gate.enter();
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    let waitingAdmitted: (() => void) | null | undefined;
    void gate.enter().then((release) => (waitingAdmitted = release));
    expect(await gate.enter()).toBeNull();
    await tick();
    expect(waitingAdmitted).toBeUndefined();
    first!();
    // A second release of the same place frees nothing more.
    first!();
    await tick();
    expect(waitingAdmitted).toEqual(expect.any(Function));
    waitingAdmitted!();
    second!();
    expect(await gate.enter()).not.toBeNull();
  });

  it('refuses a waiting render when no place comes free within waitMs', async () => {
    const gate = createRenderGate({ concurrent: 1, queue: 4, waitMs: 50 });
    const running = await gate.enter();
    const started = performance.now();
    expect(await gate.enter()).toBeNull();
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    running!();
    expect(await gate.enter()).not.toBeNull();
  });
});
