import { describe, expect, it } from 'vitest';
import {
  readServerState,
  serializeServerState,
  SERVER_STATE_ELEMENT_ID,
  type ServerRenderState,
} from './server-render-state';

/** A product name a shop owner might type, and one an attacker might: neither may end the JSON element. */
const STATE: ServerRenderState = {
  url: '/Weine/Rotwein/?order=price-asc',
  locale: 'de-DE',
  apollo: { 'Product:1': { name: 'Spätburgunder </script><script>alert(1)</script> \u2028 <!-- trocken' } },
  router: { loaderData: { root: null } },
};

/** The page as the gateway writes it (gateway/src/http/server-render.ts pageHtml), parsed by the browser. */
function servedPage(text: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><div id="root"></div><script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${text}</script>`,
    'text/html',
  );
}

describe('the state of a page rendered on the server', () => {
  it('comes through the HTML whole, whatever its texts hold', () => {
    const text = serializeServerState(STATE);
    expect(text).not.toMatch(/<\/script|<!--/i);
    const page = servedPage(text);
    expect(page.querySelectorAll('script')).toHaveLength(1);
    expect(readServerState(page, { pathname: '/Weine/Rotwein/', search: '?order=price-asc' }, 'de-DE')).toEqual(STATE);
  });

  it('is taken only for the address and language it was rendered for', () => {
    const page = servedPage(serializeServerState(STATE));
    expect(readServerState(page, { pathname: '/Weine/Rotwein/', search: '' }, 'de-DE')).toBeNull();
    expect(readServerState(page, { pathname: '/Weine/Rotwein/', search: '?order=price-asc' }, 'en-GB')).toBeNull();
  });

  it('is absent from the shell and from a page whose state is damaged', () => {
    expect(
      readServerState(
        new DOMParser().parseFromString('<div id="root"></div>', 'text/html'),
        { pathname: '/', search: '' },
        'de-DE',
      ),
    ).toBeNull();
    expect(readServerState(servedPage('{"url":'), { pathname: '/', search: '' }, 'de-DE')).toBeNull();
  });
});

describe('the state of a page kept for visitors without a session', () => {
  it('is taken at an address with parameters no page reads (the gateway serves one kept page for them)', () => {
    const page = servedPage(serializeServerState(STATE));
    const withTracker = { pathname: '/Weine/Rotwein/', search: '?utm_source=newsletter&order=price-asc' };
    expect(readServerState(page, withTracker, 'de-DE')).toEqual(STATE);
  });
});
