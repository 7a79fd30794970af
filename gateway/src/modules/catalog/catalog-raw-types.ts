/** Store API answers of the catalogue routes that store-api-types.ts does not name. */
import type { Schemas } from '@shopware/api-client/api-types';
import type { RawProduct, RawPropertyGroup } from '../../shopware/store-api-types.js';

/** GET /breadcrumb/{id}: one entry per category from below the root down to the category. */
export type RawBreadcrumb = Schemas['Breadcrumb'];

/** POST /product/{id}/cross-selling: one element per cross-selling group, its products inside. */
export type RawCrossSellingElement = Schemas['CrossSellingElement'];

/** POST /product/{id}: the product (a parent id resolves to a variant) and its configurator groups. */
export interface RawProductDetail {
  product: RawProduct;
  configurator?: RawPropertyGroup[] | null;
}
