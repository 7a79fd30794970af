import { createPageTurns } from './page-turns.js';

it('lets a page under way take its next step before pages waiting to start, one turn at a time', async () => {
  const turns = createPageTurns();
  const order: string[] = [];
  const first = turns.start().then(() => order.push('first page starts'));
  const second = turns.start().then(() => order.push('second page starts'));
  const step = turns.next().then(() => order.push('a render’s next request'));
  await Promise.all([first, second, step]);
  expect(order).toEqual(['a render’s next request', 'first page starts', 'second page starts']);
});
