import { loadConfig } from '../config.js';
import { unlistedMediaOrigins } from './unlisted-media-origins.js';

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
