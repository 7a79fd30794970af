import type { FastifyInstance } from 'fastify';
import type { EmulatorDeps } from '../emulator-deps.js';
import { baseSize, isKnownSize } from '../media/media-sizes.js';
import type { ImageRenderer } from '../media/render-image.js';
import { errors } from '../http/shopware-error.js';

const ONE_YEAR = 31536000;

/**
 * The public media files, outside /store-api as Shopware serves them from its media URL:
 * `/media/{id}/{file}.webp` (original) and `/thumbnail/{id}/{file}_{w}x{h}.webp`.
 */
export function registerMediaRoutes(app: FastifyInstance, renderer: ImageRenderer, deps: EmulatorDeps): void {
  const send = async (
    id: string,
    width: number | undefined,
    height: number | undefined,
    reply: import('fastify').FastifyReply,
  ) => {
    const media = deps.records.get('media', id)!;
    const size = width && height ? { width, height } : baseSize(media.art.kind);
    const image = await renderer.render(media.art, size.width, size.height);
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', `public, max-age=${ONE_YEAR}, immutable`)
      .send(image);
  };

  app.get('/media/:id/:file', async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!deps.records.get('media', id)) return notFound(reply, request.url);
    return send(id, undefined, undefined, reply);
  });

  app.get('/thumbnail/:id/:file', async (request, reply) => {
    const { id, file } = request.params as { id: string; file: string };
    const media = deps.records.get('media', id);
    const size = /_(\d+)x(\d+)\.webp$/.exec(file);
    if (!media || !size) return notFound(reply, request.url);
    const width = Number(size[1]);
    const height = Number(size[2]);
    if (!isKnownSize(media.art.kind, width, height)) return notFound(reply, request.url);
    return send(id, width, height, reply);
  });
}

function notFound(reply: import('fastify').FastifyReply, url: string) {
  return reply
    .status(404)
    .type('application/json')
    .send(errors.routeNotFound('GET', url.split('?')[0] ?? url).toBody());
}
