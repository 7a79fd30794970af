/**
 * The estate's hand-written catalogue (German first), assembled from the navigation trees and the
 * product modules. `seed.ts` turns it into Shopware entities; `catalogue.test.ts` checks its rules.
 */
import type { SeedCatalogue } from '../catalogue-types.js';
import { footerNavigation, mainNavigation, serviceNavigation } from './navigation.js';
import { redWines } from './red-wines.js';
import { roseWines } from './rose-wines.js';
import { sparklingWines, tastingPackages, vouchers } from './sparkling-and-packages.js';
import { whiteWines } from './white-wines.js';

export const catalogue: SeedCatalogue = {
  mainNavigation,
  footerNavigation,
  serviceNavigation,
  products: [...redWines, ...whiteWines, ...roseWines, ...sparklingWines, ...tastingPackages, ...vouchers],
};
