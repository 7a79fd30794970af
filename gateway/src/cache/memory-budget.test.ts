import { parse } from 'graphql';
import { createMemoryBudget } from './memory-budget.js';
import { parsedDocumentBytes } from './parsed-documents.js';

test('all kinds of kept things share one budget: filling one evicts the least recently used of any kind', () => {
  const budget = createMemoryBudget(100_000);
  const answers = budget.partition<string>('cache');
  const documents = budget.partition<string>('parsed-documents');
  answers.set('listing', 'kept answer', 10_000);
  for (let i = 0; i < 20; i += 1) documents.set(`document ${i}`, 'parsed', 10_000);
  expect(answers.get('listing')).toBeUndefined();
  expect(documents.get('document 19')).toBe('parsed');
  expect(budget.usedBytes()).toBeLessThanOrEqual(100_000);
});

test('the same key in two kinds is two entries; clearing one kind leaves the others', () => {
  const budget = createMemoryBudget(100_000);
  const answers = budget.partition<string>('cache');
  const queries = budget.partition<string>('persisted-queries');
  answers.set('k', 'answer', 100);
  queries.set('k', 'query', 100);
  answers.clear();
  expect([answers.get('k'), queries.get('k')]).toEqual([undefined, 'query']);
});

test('an entry costing more than an eighth of the budget is not kept', () => {
  const budget = createMemoryBudget(80_000);
  const pages = budget.partition<string>('cache');
  pages.set('huge page', 'html', 20_000);
  expect(pages.get('huge page')).toBeUndefined();
});

test('a parsed document is estimated by the tokens it keeps: 8 KB of comment lines cost about 400 KB', () => {
  const padded = parse(`{ session { isLoggedIn } }\n${'#\n'.repeat(4000)}`);
  const plain = parse('{ session { isLoggedIn } }');
  expect(parsedDocumentBytes(padded)).toBeGreaterThan(350_000);
  expect(parsedDocumentBytes(plain)).toBeLessThan(10_000);
});
