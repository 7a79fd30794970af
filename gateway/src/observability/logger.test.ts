import Fastify from 'fastify';
import { loggerOptions, sanitizeLogText } from './logger.js';

test('the sanitiser replaces e-mail addresses and context-token values inside any text', () => {
  expect(sanitizeLogText('No customer "anna.keller+wein@example.de" found')).toBe('No customer "[email]" found');
  expect(sanitizeLogText('sent sw-context-token: 0123456789abcdef0123456789abcdef')).toBe(
    'sent sw-context-token: [redacted]',
  );
  expect(sanitizeLogText('GET /context 200')).toBe('GET /context 200');
  expect(
    sanitizeLogText(
      '{"a":{"b":{"newPassword":"Riesling-2019","sw-context-token":"abc\\"def","set-cookie":"x=1"}},"ms":3}',
    ),
  ).toBe('{"a":{"b":{"newPassword":"[redacted]","sw-context-token":"[redacted]","set-cookie":"[redacted]"}},"ms":3}');
});

test("a line's known secret fields are redacted and an error's message is sanitised, in the JSON and the pretty format", () => {
  for (const format of ['json', 'pretty'] as const) {
    const lines: string[] = [];
    const app = Fastify({ logger: loggerOptions({ level: 'info', format }, { write: (line) => lines.push(line) }) });
    const error = Object.assign(new Error('Login of anna@example.de failed'), {
      options: { headers: { 'sw-context-token': 'tok-0123456789abcdef' } },
    });
    app.log.error(
      {
        err: error,
        headers: { cookie: 'sw-context-token=tok-0123456789abcdef', 'sw-context-token': 'tok-0123456789abcdef' },
        req: {
          method: 'POST',
          url: '/graphql?token=x',
          headers: { cookie: 'sw-context-token=tok-0123456789abcdef', 'sw-context-token': 'tok-0123456789abcdef' },
        },
        password: 'Riesling-2019',
        variables: {
          email: 'anna@example.de',
          password: 'Riesling-2019',
          input: { newPassword: 'Riesling-2019', contextToken: 'tok-0123456789abcdef' },
        },
      },
      'failed',
    );
    const text = lines.join('');
    expect(text).toContain('failed');
    expect(text).toContain('[email]');
    for (const secret of ['anna@example.de', 'tok-0123456789abcdef', 'Riesling-2019'])
      expect({ format, secret, found: text.includes(secret) }).toEqual({ format, secret, found: false });
  }
});
