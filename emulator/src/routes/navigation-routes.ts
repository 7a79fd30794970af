import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EmulatorDeps } from '../emulator-deps.js';
import { isAtLeast } from '../config.js';
import type { CatalogueView } from '../catalogue/catalogue-view.js';
import type { CategoryDoc } from '../catalogue/views/category-view.js';
import { isHexId } from '../catalogue/ids.js';
import { MAX_LIMIT } from '../criteria/parse-criteria.js';
import { searchDocuments } from '../criteria/search-documents.js';
import { errors } from '../http/shopware-error.js';
import type { StoreRequest } from '../http/store-request.js';
import { criteriaOf, definitionOf, entitySearch, payloadOf, readRoute } from './route-helpers.js';

/** Resolves Shopware's navigation aliases to the sales channel's category ids. */
function resolveNavigationId(id: string, store: StoreRequest): string {
  const { salesChannel } = store;
  if (id === 'main-navigation' || id === 'home') return salesChannel.navigationCategoryId;
  if (id === 'footer-navigation') return salesChannel.footerCategoryId;
  if (id === 'service-navigation') return salesChannel.serviceCategoryId;
  return id;
}

/** A category as answered, with seoUrls only when the request asks for them. */
export function categoryForAnswer(category: CategoryDoc, store: StoreRequest): CategoryDoc {
  return store.includeSeoUrls ? category : { ...category, seoUrls: [] };
}

interface TreeOptions {
  keep: (doc: CategoryDoc) => boolean;
  /** Categories on the way to the active one: their children are loaded below the depth too. */
  activePath: Set<string>;
  store: StoreRequest;
}

function buildTree(view: CatalogueView, parentId: string, depth: number, options: TreeOptions): CategoryDoc[] {
  if (depth <= 0 && !options.activePath.has(parentId)) return [];
  return (view.childrenOf.get(parentId) ?? [])
    .map((id) => view.categories.get(id)!)
    .filter(options.keep)
    .map((category) => ({
      ...categoryForAnswer(category, options.store),
      children: buildTree(view, category.id, depth - 1, options),
    }));
}

/** The active category and its ancestors (NavigationRoute loads the active path beyond the depth). */
function activePathOf(view: CatalogueView, activeId: string): Set<string> {
  const path = new Set<string>();
  for (
    let current = view.categories.get(activeId);
    current;
    current = current.parentId ? view.categories.get(current.parentId) : undefined
  ) {
    path.add(current.id);
  }
  return path;
}

export function registerNavigationRoutes(api: FastifyInstance, deps: EmulatorDeps): void {
  readRoute(api, '/navigation/:activeId/:rootId', (request) => {
    const { store } = request;
    const { view } = store;
    const params = request.params as { activeId: string; rootId: string };
    const rootId = resolveNavigationId(params.rootId, store);
    if (!view.categories.has(rootId)) throw errors.categoryNotFound(params.rootId);
    const activeId = resolveNavigationId(params.activeId, store);
    if (!view.categories.has(activeId)) throw errors.categoryNotFound(params.activeId);
    const payload = payloadOf(request);
    const depth = payload.depth === undefined ? 2 : Number(payload.depth);
    if (!Number.isInteger(depth) || depth < 1) throw errors.invalidParameter('depth');
    const buildAsTree = !(payload.buildTree === false || payload.buildTree === 'false' || payload.buildTree === '0');
    const criteria = criteriaOf(request, 'category', view.categories.get(rootId));
    const definition = definitionOf('category');
    const allowed = new Set(
      searchDocuments([...view.categories.values()], { ...criteria, limit: null, page: 1 }, definition).matched.map(
        (doc) => doc.id,
      ),
    );
    const activePath = activePathOf(view, activeId);
    const tree = buildTree(view, rootId, depth, {
      keep: (doc) => allowed.has(doc.id),
      activePath: activePath.has(rootId) ? activePath : new Set(),
      store,
    });
    if (buildAsTree) return tree;
    const flat: CategoryDoc[] = [];
    const walk = (nodes: CategoryDoc[]) =>
      nodes.forEach((node) => {
        flat.push({ ...node, children: [] });
        walk(node.children);
      });
    walk(tree);
    return flat;
  });

  readRoute(api, '/category', (request) => {
    const { store } = request;
    const docs = [...store.view.categories.values()].map((category) => categoryForAnswer(category, store));
    return entitySearch('category', docs, criteriaOf(request, 'category', docs[0]), { defaultLimit: MAX_LIMIT });
  });

  readRoute(api, '/category/:navigationId', (request) => {
    const { store } = request;
    const { navigationId } = request.params as { navigationId: string };
    const category = store.view.categories.get(resolveNavigationId(navigationId, store));
    if (!category) throw errors.categoryNotFound(navigationId);
    criteriaOf(request, 'product');
    return categoryForAnswer(category, store);
  });

  readRoute(api, '/seo-url', (request) => {
    const { view } = request.store;
    const criteria = criteriaOf(request, 'seo_url', view.seoUrls[0]);
    return entitySearch('seo_url', view.seoUrls, criteria, { defaultLimit: MAX_LIMIT });
  });

  // GET /breadcrumb/{id} came with Shopware 6.6.7 (before, the router knows no such route: 404); it
  // answered a BreadcrumbCollection struct `{ breadcrumbs, apiAlias: "breadcrumb_collection" }`
  // until 6.6.10, which answers the list itself, as 6.7 does.
  const { shopwareVersion } = deps.config;
  if (!isAtLeast(shopwareVersion, '6.6.7')) return;
  const asCollection = !isAtLeast(shopwareVersion, '6.6.10');
  api.get('/breadcrumb/:id', (request) => {
    const breadcrumbs = breadcrumbsFor(request);
    return asCollection ? { breadcrumbs, apiAlias: 'breadcrumb_collection' } : breadcrumbs;
  });
}

/** The breadcrumb of a product (its main category, or the referrer category if it is one of its) or of a category. */
function breadcrumbsFor(request: FastifyRequest) {
  const { view } = request.store;
  const { id } = request.params as { id: string };
  const query = request.query as { type?: string; referrerCategoryId?: string };
  let categoryId: string | undefined = id;
  if (query.type !== 'category') {
    const product = view.products.get(id);
    if (product) {
      const parentId = product.parentId;
      const categoryIds = ((parentId ? view.products.get(parentId) : product)?.categoryIds ?? []) as string[];
      categoryId =
        query.referrerCategoryId && categoryIds.includes(query.referrerCategoryId)
          ? query.referrerCategoryId
          : categoryIds[0];
    }
  }
  if (!categoryId || !isHexId(categoryId) || !view.categories.has(categoryId)) return [];
  return breadcrumbOf(view, categoryId);
}

/** The breadcrumb entries from below the navigation root down to the category (BreadcrumbBuilder). */
export function breadcrumbOf(view: CatalogueView, categoryId: string) {
  const chain: CategoryDoc[] = [];
  for (
    let current = view.categories.get(categoryId);
    current?.parentId;
    current = view.categories.get(current.parentId)
  ) {
    chain.unshift(current);
  }
  return chain.map((category) => ({
    name: category.name,
    categoryId: category.id,
    type: category.type,
    translated: { name: category.name },
    path: category.seoUrls[0]?.seoPathInfo ?? `navigation/${category.id}`,
    seoUrls: category.seoUrls,
    apiAlias: 'breadcrumb',
  }));
}
