import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Answers of more than 1 KB of every route registered after it go compressed to a browser that accepts
 * it (brotli at a quality cheap enough per request); the web client's files are sent as the build
 * compressed them. Register after hooks that must see an answer uncompressed (the answer cache's).
 */
const compression: FastifyPluginAsync = async (app) => {
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
};

export default fp(compression, { name: 'gateway-compression' });
