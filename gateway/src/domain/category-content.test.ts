import { storeApiFixture } from '../../test/fixtures/store-api.js';
import { categoryListsProducts } from './category-content.js';

test('a page category without its own layout lists products (Shopware’s default category layout)', () => {
  expect(categoryListsProducts(storeApiFixture('category-rotwein').elements[0], false)).toBe(true);
});

test('a layout decides when there is one', () => {
  expect(categoryListsProducts({ type: 'page', cmsPage: { type: 'product_list' } }, false)).toBe(true);
  expect(categoryListsProducts({ type: 'page', cmsPage: { type: 'page' } }, false)).toBe(false);
  expect(categoryListsProducts({ type: 'folder', cmsPage: { type: 'landingpage' } }, true)).toBe(false);
});

test('links and folders list nothing, except the home (the root folder) without a layout', () => {
  expect(categoryListsProducts({ type: 'link' }, false)).toBe(false);
  expect(categoryListsProducts({ type: 'folder' }, false)).toBe(false);
  expect(categoryListsProducts({ type: 'folder' }, true)).toBe(true);
});
