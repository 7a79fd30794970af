import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EmulatorDeps } from '../emulator-deps.js';
import { isHexId } from '../catalogue/ids.js';
import type { CrossSellingDoc, ProductDoc } from '../catalogue/views/product-view.js';
import { emptyCriteria } from '../criteria/criteria.js';
import { MAX_LIMIT } from '../criteria/parse-criteria.js';
import { shapeDocument } from '../criteria/shape-output.js';
import { ShopwareError, errors } from '../http/shopware-error.js';
import { presentReview } from '../catalogue/views/product-view.js';
import { productForAnswer, productsForAnswer } from './product-answer.js';
import { categoryListingSource, mainProducts, productEntityLookup, productListing } from './product-listing.js';
import { criteriaOf, definitionOf, entitySearch, payloadOf, readRoute } from './route-helpers.js';
import { propertyGroupsOf } from './listing-filters.js';

const detailAssociations = { media: emptyCriteria(), properties: emptyCriteria(), options: emptyCriteria() };

export function registerProductRoutes(api: FastifyInstance, deps: EmulatorDeps): void {
  readRoute(api, '/product', (request) => {
    const { store } = request;
    const products = [...store.view.products.values()];
    const result = entitySearch('product', products, criteriaOf(request, 'product', products[0]), {
      defaultLimit: MAX_LIMIT,
      lookup: productEntityLookup(store.view),
    });
    return { ...result, elements: productsForAnswer(result.elements, store) };
  });

  readRoute(api, '/product/:productId', (request) => {
    const { store } = request;
    const { view } = store;
    const { productId } = request.params as { productId: string };
    const found = isHexId(productId) ? view.products.get(productId) : undefined;
    if (!found) throw errors.productNotFound(productId);
    const criteria = criteriaOf(request, 'product', found);
    const variants = [...view.products.values()].filter((product) => product.parentId === found.id);
    // A parent id resolves to its first variant, as ProductDetailRoute::findBestVariant does.
    const product = variants.sort((a, b) => a.calculatedPrice.unitPrice - b.calculatedPrice.unitPrice)[0] ?? found;
    const parentId = product.parentId ?? product.id;
    const optionIds = [...view.products.values()]
      .filter((candidate) => candidate.parentId === parentId)
      .flatMap((variant) => variant.optionIds as string[]);
    const shaped = shapeDocument(
      product,
      { ...criteria, associations: { ...detailAssociations, ...criteria.associations } },
      definitionOf('product'),
    );
    return {
      product: productForAnswer(shaped, store),
      configurator: propertyGroupsOf(view, [...new Set(optionIds)], false),
      apiAlias: 'product_detail',
    };
  });

  readRoute(api, '/product/:productId/find-variant', (request) => {
    const { view } = request.store;
    const { productId } = request.params as { productId: string };
    const payload = payloadOf(request);
    const wanted = Array.isArray(payload.options)
      ? payload.options.map(String)
      : Object.values((payload.options ?? {}) as object).map(String);
    const variant = [...view.products.values()].find(
      (product) =>
        product.parentId === productId && wanted.every((option) => (product.optionIds as string[]).includes(option)),
    );
    if (!variant) {
      throw new ShopwareError(
        404,
        'CONTENT__PRODUCT_VARIANT_NOT_FOUND',
        'Variant for productId {{ productId }} with options {{ options }} not found.',
        {
          productId,
          options: JSON.stringify(wanted),
        },
      );
    }
    return { variantId: variant.id, options: variant.optionIds, apiAlias: 'found_combination' };
  });

  readRoute(api, '/product/:productId/cross-selling', (request) => {
    const { store } = request;
    const { view } = store;
    const { productId } = request.params as { productId: string };
    const product = view.products.get(productId);
    const source = product?.parentId ? view.products.get(product.parentId) : product;
    const crossSellings = (source?.crossSellings ?? []) as CrossSellingDoc[];
    return crossSellings.map(({ assignedProducts, ...crossSelling }) => {
      const products = assignedProducts
        .map((assigned) => view.products.get(assigned.productId))
        .filter((item): item is ProductDoc => item !== undefined);
      return {
        crossSelling,
        products: productsForAnswer(
          products.map((item) => shapeDocument(item, criteriaOf(request, 'product', item), definitionOf('product'))),
          store,
        ),
        total: products.length,
        apiAlias: 'cross_selling_element',
      };
    });
  });

  readRoute(api, '/product/:productId/reviews', (request) => {
    const { store } = request;
    const { view } = store;
    const { productId } = request.params as { productId: string };
    const product = view.products.get(productId);
    const ownerId = product?.parentId ?? productId;
    const reviews = deps.records
      .all('product_review')
      .filter((review) => review.productId === ownerId)
      .map((review) => presentReview(review, store.salesChannel.id, store.languageId));
    const criteria = criteriaOf(request, 'product_review', reviews[0]);
    return entitySearch('product_review', reviews, criteria, {
      defaultLimit: MAX_LIMIT,
      sorts: criteria.sorts.length ? [] : [{ field: 'createdAt', order: 'DESC', naturalSorting: false }],
    });
  });

  readRoute(api, '/product-listing/:categoryId', (request) => {
    const { view } = request.store;
    const { categoryId } = request.params as { categoryId: string };
    return productListing(request, {
      products: categoryListingSource(view, categoryId),
      navigationId: categoryId,
      withAggregations: true,
    });
  });

  const searchRoute = (withAggregations: boolean) => (request: FastifyRequest) =>
    productListing(request, {
      products: mainProducts(request.store),
      navigationId: request.store.salesChannel.navigationCategoryId,
      search: searchTermOf(payloadOf(request)),
      withAggregations,
    });
  readRoute(api, '/search', searchRoute(true));
  readRoute(api, '/search-suggest', searchRoute(false));
}

function searchTermOf(payload: Record<string, unknown>): string {
  const search = payload.search;
  if (typeof search !== 'string' || search.trim() === '') throw errors.missingParameter('search', '/search');
  return search.trim();
}
