import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Criteria } from '../criteria/criteria.js';
import { definitions, type EntityDefinition } from '../criteria/entity-definitions.js';
import { parseCriteria, parseResponseFields } from '../criteria/parse-criteria.js';
import { searchDocuments, type SearchOptions } from '../criteria/search-documents.js';
import { applyFieldMaps } from '../criteria/shape-output.js';

type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * Registers a read route for GET and POST, as Shopware's Store API routes accept both. The
 * request's `includes` / `excludes` shape the whole answer, as StoreApiResponseListener does.
 */
export function readRoute(api: FastifyInstance, path: string, handler: Handler): void {
  api.route({
    method: ['GET', 'POST'],
    url: path,
    handler: async (request, reply) => {
      const answer = await handler(request, reply);
      const fields = parseResponseFields(payloadOf(request));
      return fields ? applyFieldMaps(answer, fields) : answer;
    },
  });
}

/** The request's data as Shopware's RequestDataBag / criteria see it: query parameters, overridden by the JSON body. */
export function payloadOf(request: FastifyRequest): Record<string, unknown> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body =
    request.body && typeof request.body === 'object' && !Array.isArray(request.body)
      ? (request.body as Record<string, unknown>)
      : {};
  return { ...query, ...body };
}

export function definitionOf(entity: string): EntityDefinition {
  const definition = definitions[entity];
  if (!definition) throw new Error(`No criteria definition for ${entity}`);
  return definition;
}

/** Parses the request's criteria for an entity, checking fields against a sample document. */
export function criteriaOf(request: FastifyRequest, entity: string, sample?: object): Criteria {
  return parseCriteria(payloadOf(request), definitionOf(entity), sample);
}

/** Shopware's EntitySearchResult JSON for a plain criteria search. */
export function entitySearch<T extends { id: string }>(
  entity: string,
  docs: T[],
  criteria: Criteria,
  options: SearchOptions & { apiAlias?: string } = {},
) {
  const result = searchDocuments(docs, criteria, definitionOf(entity), options);
  return {
    entity,
    total: result.total,
    aggregations: result.aggregations,
    page: result.page,
    limit: result.limit ?? result.elements.length,
    elements: result.elements,
    apiAlias: options.apiAlias ?? 'dal_entity_search_result',
  };
}
