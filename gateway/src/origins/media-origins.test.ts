import { loadConfig } from '../config.js';
import { mediaOriginsOf } from './media-origins.js';

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
