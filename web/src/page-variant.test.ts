// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageVariant } from './page-variant';

const ORIGIN = 'https://shop.example';
const personalOf = (path: string) => pageVariant({ url: `${ORIGIN}${path}`, cookies: {} }).personal;

describe('pageVariant: which pages a session gets of its own', () => {
  it('keeps catalogue pages shared and the cart, the login and the account personal', () => {
    expect(personalOf('/Weine/Rotwein/')).toBe(false);
    expect(personalOf('/')).toBe(false);
    expect(personalOf('/search?search=riesling')).toBe(false);
    expect(personalOf('/cart')).toBe(true);
    expect(personalOf('/login')).toBe(true);
    expect(personalOf('/account')).toBe(true);
  });

  it('tells the same after a flood of made-up paths (the route names it remembers are bounded, not stale)', () => {
    expect(personalOf('/cart')).toBe(true);
    // More made-up paths than the 2,048 route names kept (app/route-names.ts).
    for (let index = 0; index < 2500; index += 1) personalOf(`/made-up-${index}/${'x'.repeat(index % 300)}`);
    expect(personalOf('/cart')).toBe(true);
    expect(personalOf('/Weine/Rotwein/')).toBe(false);
    expect(personalOf(`/${'y'.repeat(400)}`)).toBe(false);
    // Thousands of route matches: a few seconds on a busy machine (the quick lane runs the suites side by side).
  }, 20_000);
});
