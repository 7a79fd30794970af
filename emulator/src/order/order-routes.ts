import type { FastifyInstance } from 'fastify';
import type { EmulatorDeps } from '../app.js';

// In progress (issue 3): replaced by the module's real routes.
export function registerOrderRoutes(_api: FastifyInstance, _deps: EmulatorDeps): void {}
