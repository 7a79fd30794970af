import type { CategoryRecord, ProductRecord } from '../records.js';

/** Shopware's slugifier with the German ruleset: umlauts spelt out, case kept, words joined by '-'. */
export function seoSlug(text: string): string {
  return text
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** `Weine/Weisswein/Riesling/`, after Shopware's default category template (root left out). */
export function categorySeoPath(category: CategoryRecord, byId: Map<string, CategoryRecord>): string {
  const names: string[] = [];
  for (let current: CategoryRecord | undefined = category; current?.parentId; current = byId.get(current.parentId)) {
    names.unshift(seoSlug(current.translations['de-DE'].name));
  }
  return names.map((name) => `${name}/`).join('');
}

/** `Riesling-Kastanienbusch-2022/WB-W-1001`, after Shopware's default product template. */
export const productSeoPath = (product: ProductRecord): string =>
  `${seoSlug(product.translations['de-DE'].name)}/${product.productNumber}`;
