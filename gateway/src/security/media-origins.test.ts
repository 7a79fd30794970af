import { loadConfig } from '../config.js';
import { mediaOriginsOf, unlistedMediaOrigins } from './media-origins.js';

describe('the media origins the Content-Security-Policy allows', () => {
  test('with no settings, the emulator’s media on localhost are allowed although the gateway reaches it on 127.0.0.1', () => {
    const { mediaOrigins } = loadConfig({}).security;
    expect(mediaOrigins).toEqual(['http://127.0.0.1:8000', 'http://localhost:8000']);
    expect(mediaOrigins).not.toContain('http://localhost:8001');
  });

  test('a Store API on another host allows only its own origin: loopback names are not added to a public shop', () => {
    expect(mediaOriginsOf('https://shop.example.de', [])).toEqual(['https://shop.example.de']);
  });

  test('MEDIA_ORIGIN lists several origins (a CDN and an old media host), each reduced to its origin', () => {
    const { mediaOrigins } = loadConfig({
      SHOPWARE_ENDPOINT: 'https://shop.example.de',
      MEDIA_ORIGIN: 'https://cdn.example.net/media, https://old.example.de',
    }).security;
    expect(mediaOrigins).toEqual(['https://shop.example.de', 'https://cdn.example.net', 'https://old.example.de']);
  });

  test('an entry of MEDIA_ORIGIN that is no http(s) origin stops the start, naming the setting and the entry', () => {
    expect(() => loadConfig({ MEDIA_ORIGIN: 'https://cdn.example.net,javascript:alert(1)' })).toThrow(
      /MEDIA_ORIGIN: not an http\(s\) origin: javascript:alert\(1\)/,
    );
    expect(() => loadConfig({ MEDIA_ORIGIN: '*' })).toThrow(/MEDIA_ORIGIN/);
  });
});

describe('the start-up check of the media origins the Store API answers', () => {
  const covers =
    (...urls: string[]) =>
    async () => ({ elements: urls.map((url) => ({ cover: { media: { url } } })) });

  test('names each origin of a product cover that the policy would refuse, once', async () => {
    const refused = await unlistedMediaOrigins(
      covers('https://cdn.example.net/a.webp', 'https://cdn.example.net/b.webp', 'https://shop.example.de/c.webp'),
      ['https://shop.example.de'],
    );
    expect(refused).toEqual(['https://cdn.example.net']);
  });

  test('is silent when every cover is allowed or a product has none', async () => {
    expect(
      await unlistedMediaOrigins(
        async () => ({ elements: [{ cover: null }, { cover: { media: { url: 'http://localhost:8000/m.webp' } } }] }),
        loadConfig({}).security.mediaOrigins,
      ),
    ).toEqual([]);
  });
});
