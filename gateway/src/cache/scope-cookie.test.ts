import { createScopeCookie, RequestScope } from './scope-cookie.js';

const cookie = createScopeCookie('a-secret-of-at-least-thirty-two-characters', 60);
const session = { contextToken: 'token-a', languageId: 'de' };
const now = Date.UTC(2026, 10, 21, 12);

test('vouches for its scope in its own session while fresh', () => {
  const value = cookie.issue(session, 'scope-1', now);
  expect(cookie.verify(value, session, now + 59_000)).toBe('scope-1');
  expect(cookie.verify(value, session, now + 61_000)).toBeNull();
  expect(cookie.verify(value, session, now - 5_000)).toBeNull();
});

test('another token, another language, another key or a changed part make it worthless', () => {
  const value = cookie.issue(session, 'scope-1', now);
  expect(cookie.verify(value, { ...session, contextToken: 'token-b' }, now)).toBeNull();
  expect(cookie.verify(value, { ...session, languageId: 'en' }, now)).toBeNull();
  expect(cookie.verify(value, { contextToken: null, languageId: 'de' }, now)).toBeNull();
  expect(createScopeCookie('another-secret-of-at-least-thirty-two-chars', 60).verify(value, session, now)).toBeNull();
  const [, issuedAt, signed] = value.split('.');
  expect(cookie.verify(`scope-2.${issuedAt}.${signed}`, session, now)).toBeNull();
  expect(cookie.verify(`scope-1.${Number(issuedAt) + 1}.${signed}`, session, now)).toBeNull();
  for (const broken of ['', 'scope-1', 'scope-1.x.y', `${value}.more`])
    expect(cookie.verify(broken, session, now)).toBeNull();
});

test('a request keeps the cookie it believed, replaces it with what GET /context said, removes it after a change', () => {
  const value = cookie.issue(session, 'scope-1', Date.now());
  const believed = new RequestScope(cookie, session, value);
  expect(believed.recalled()).toBe('scope-1');
  expect(believed.nextValue(session)).toBeUndefined();

  const learned = new RequestScope(cookie, session, undefined);
  expect(learned.recalled()).toBeNull();
  learned.learned('scope-2');
  expect(cookie.verify(learned.nextValue(session), session)).toBe('scope-2');

  const customer = new RequestScope(cookie, session, value);
  customer.learned(null);
  expect(customer.nextValue(session)).toBe('');

  const changed = new RequestScope(cookie, session, value);
  changed.markChanged();
  expect(changed.recalled()).toBeNull();
  changed.learned('scope-3');
  expect(changed.nextValue(session)).toBe('');
});
