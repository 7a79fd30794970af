/** Rules of the hand-written catalogue (see ../catalogue-types.ts): counts, keys, references, prices. */
import type { SeedCategory, SeedProduct } from '../catalogue-types.js';
import { catalogue } from './index.js';

const { mainNavigation, footerNavigation, serviceNavigation, products } = catalogue;

interface Node {
  category: SeedCategory;
  depth: number;
}

function walk(tree: SeedCategory[], depth = 1): Node[] {
  return tree.flatMap((category) => [{ category, depth }, ...walk(category.children ?? [], depth + 1)]);
}

const mainNodes = walk(mainNavigation);
const allNodes = [...mainNodes, ...walk(footerNavigation), ...walk(serviceNavigation)];
const mainKeys = new Set(mainNodes.map((n) => n.category.key));
const productKeys = new Set(products.map((p) => p.key));

const byWeinart = (weinart: string) => products.filter((p) => p.properties.weinart === weinart);
const isVoucher = (p: SeedProduct) => p.art.style === 'voucher';
const isContentPage = (c: SeedCategory) => c.productListing === false;

/** Text structure, and links to another product or category as the admin's editor stores them (Shopware's placeholder). */
const ALLOWED_PRODUCT_HTML =
  /^(<\/?(p|ul|li|strong|em|a)>|<a href="124c71d524604ccbad6042edce3ac799\/(detail|navigation)\/[0-9a-f]{32}#" target="_self" rel="noreferrer noopener">)$/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('navigation', () => {
  it('has unique kebab-case keys across all trees', () => {
    const keys = allNodes.map((n) => n.category.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(KEBAB);
  });

  it('translates every category name to en-GB', () => {
    for (const { category } of allNodes) {
      expect(category.translations?.['en-GB']?.name).toBeTruthy();
    }
  });

  it('has more than five top-level entries and three levels', () => {
    expect(mainNavigation.length).toBeGreaterThanOrEqual(7);
    expect(Math.max(...mainNodes.map((n) => n.depth))).toBe(3);
  });

  it('gives every top- and second-level main category scene art', () => {
    for (const { category } of mainNodes.filter((n) => n.depth <= 2)) {
      expect(category.art?.kind).toBe('scene');
      expect(category.art?.alt).toBeTruthy();
    }
  });

  it('has external https links where required', () => {
    const mainLinks = mainNodes.filter((n) => n.category.type === 'link' && n.depth <= 2);
    expect(mainLinks.length).toBeGreaterThanOrEqual(1);
    const serviceLinks = serviceNavigation.filter((c) => c.type === 'link');
    expect(serviceLinks.length).toBeGreaterThanOrEqual(1);
    for (const { category } of allNodes.filter((n) => n.category.type === 'link')) {
      expect(category.externalLink).toMatch(/^https:\/\//);
      expect(category.children ?? []).toHaveLength(0);
    }
    for (const { category } of allNodes.filter((n) => n.category.type !== 'link')) {
      expect(category.externalLink).toBeUndefined();
    }
  });

  it('describes content pages and the main categories', () => {
    const contentPages = allNodes.filter((n) => isContentPage(n.category));
    expect(contentPages.length).toBeGreaterThanOrEqual(10);
    for (const { category } of contentPages) expect(category.description).toMatch(/^<(p|ul)>/);
    for (const category of mainNavigation.filter((c) => c.type !== 'link')) {
      expect(category.description).toBeTruthy();
      expect(category.metaTitle).toBeTruthy();
      expect(category.metaDescription).toBeTruthy();
    }
  });

  it('has three footer columns with three to six links each', () => {
    expect(footerNavigation).toHaveLength(3);
    for (const column of footerNavigation) {
      expect(column.children?.length).toBeGreaterThanOrEqual(3);
      expect(column.children?.length).toBeLessThanOrEqual(6);
    }
    const impressum = walk(footerNavigation).find((n) => n.category.key === 'impressum')?.category;
    expect(impressum?.description).toContain('76831 Birkweiler');
  });

  it('has a flat service navigation of four or five links', () => {
    expect(serviceNavigation.length).toBeGreaterThanOrEqual(4);
    expect(serviceNavigation.length).toBeLessThanOrEqual(5);
    for (const category of serviceNavigation) expect(category.children ?? []).toHaveLength(0);
  });
});

describe('products', () => {
  it('has enough products of each kind', () => {
    expect(products.length).toBeGreaterThanOrEqual(44);
    expect(byWeinart('Rotwein').length).toBeGreaterThanOrEqual(12);
    expect(byWeinart('Weisswein').length).toBeGreaterThanOrEqual(14);
    expect(byWeinart('Rosé').length).toBeGreaterThanOrEqual(4);
    expect(byWeinart('Sekt').length).toBeGreaterThanOrEqual(5);
    expect(byWeinart('Sortiment').length).toBeGreaterThanOrEqual(4);
    expect(products.filter(isVoucher)).toHaveLength(1);
    expect(products.filter((p) => p.purchaseUnit === 0.375).length).toBeGreaterThanOrEqual(2);
    expect(products.filter((p) => p.purchaseUnit === 1.5).length).toBeGreaterThanOrEqual(2);
  });

  it('has unique keys, product numbers and e-label ids', () => {
    expect(productKeys.size).toBe(products.length);
    const numbers = products.map((p) => p.productNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const p of products) {
      expect(p.key).toMatch(KEBAB);
      expect(p.productNumber).toMatch(/^WB-[A-Z]{1,2}-\d{4}$/);
    }
    const labelIds = products.flatMap((p) => (p.nutrition ? [p.nutrition.labelId] : []));
    expect(new Set(labelIds).size).toBe(labelIds.length);
  });

  it('references existing categories and products only', () => {
    for (const p of products) {
      expect(p.categories.length).toBeGreaterThan(0);
      for (const key of p.categories) expect(mainKeys).toContain(key);
      for (const group of p.crossSellings ?? []) {
        expect(group.name).toBeTruthy();
        for (const key of group.productKeys) {
          expect(productKeys).toContain(key);
          expect(key).not.toBe(p.key);
        }
      }
    }
  });

  it('assigns each product to a leaf category of the product tree', () => {
    const leafKeys = new Set(
      mainNodes.filter((n) => !n.category.children?.length && !isContentPage(n.category)).map((n) => n.category.key),
    );
    const contentKeys = new Set(allNodes.filter((n) => isContentPage(n.category)).map((n) => n.category.key));
    for (const p of products) {
      expect(p.categories.some((key) => leafKeys.has(key))).toBe(true);
      for (const key of p.categories) expect(contentKeys.has(key)).toBe(false);
    }
  });

  it('follows the price rules', () => {
    for (const p of products) {
      expect(p.price).toBeGreaterThan(0);
      if (p.listPrice !== undefined) {
        expect(p.listPrice).toBeGreaterThan(p.price);
        expect(p.tierPrices).toBeUndefined();
        expect(p.categories).toContain('angebote');
      }
      if (p.tierPrices) {
        expect(p.tierPrices[0]).toEqual({ quantityStart: 1, price: p.price });
        for (let i = 1; i < p.tierPrices.length; i++) {
          expect(p.tierPrices[i]!.quantityStart).toBeGreaterThan(p.tierPrices[i - 1]!.quantityStart);
          expect(p.tierPrices[i]!.price).toBeLessThan(p.tierPrices[i - 1]!.price);
        }
      }
    }
    expect(products.filter((p) => p.listPrice !== undefined).length).toBeGreaterThanOrEqual(5);
    expect(products.filter((p) => p.tierPrices).length).toBeGreaterThanOrEqual(3);
  });

  it('keeps prices per 0.75 l within the bands of each quality level', () => {
    const bands: Record<string, [number, number]> = {
      Gutswein: [8.9, 12.5],
      Qualitätswein: [8.9, 12.5],
      Ortswein: [14, 19],
      'Erste Lage': [24, 48],
      'Große Lage': [24, 48],
      'Sekt b.A.': [14, 29],
    };
    for (const p of products) {
      const band =
        p.properties.weinart === 'Sortiment'
          ? ([59, 119] as [number, number])
          : bands[p.properties.qualitaetsstufe ?? ''];
      if (!band || !p.purchaseUnit) continue;
      const perBottle = p.properties.weinart === 'Sortiment' ? p.price : (p.price / p.purchaseUnit) * 0.75;
      expect(perBottle).toBeGreaterThanOrEqual(band[0] - 0.01);
      expect(perBottle).toBeLessThanOrEqual(band[1] + 0.01);
    }
  });

  it('marks sold-out, top-selling and new products consistently', () => {
    const soldOut = products.filter((p) => p.stock === 0);
    expect(soldOut.length).toBeGreaterThanOrEqual(4);
    for (const p of soldOut) expect(p.isCloseout).toBe(true);
    for (const p of products.filter((q) => q.stock > 0)) {
      expect(p.stock).toBeGreaterThanOrEqual(20);
      expect(p.stock).toBeLessThanOrEqual(500);
    }
    const topsellers = products.filter((p) => p.markAsTopseller);
    expect(topsellers.length).toBeGreaterThanOrEqual(5);
    expect(topsellers.some((p) => p.stock === 0)).toBe(true);
    const fresh = products.filter((p) => p.releasedDaysAgo < 30);
    expect(fresh.length).toBeGreaterThanOrEqual(5);
    for (const p of products) {
      expect(p.categories.includes('neuheiten')).toBe(p.releasedDaysAgo < 30);
      if (p.releasedDaysAgo >= 30) expect(p.releasedDaysAgo).toBeGreaterThanOrEqual(60);
      expect(p.releasedDaysAgo).toBeLessThanOrEqual(1500);
      expect(p.sales).toBeGreaterThanOrEqual(0);
      expect(p.sales).toBeLessThanOrEqual(2000);
      if (p.deliveryTime === 'preorder') expect(p.releasedDaysAgo).toBeLessThan(30);
    }
  });

  it('keeps purchase quantities coherent', () => {
    for (const p of products) {
      const min = p.minPurchase ?? 1;
      const step = p.purchaseSteps ?? 1;
      if (p.maxPurchase !== undefined) {
        expect(p.maxPurchase).toBeGreaterThanOrEqual(min);
        expect((p.maxPurchase - min) % step).toBe(0);
      }
    }
  });

  it('describes products in German HTML with allowed tags only', () => {
    for (const p of products) {
      expect(p.description.startsWith('<p>')).toBe(true);
      for (const tag of p.description.match(/<[^>]+>/g) ?? []) expect(tag).toMatch(ALLOWED_PRODUCT_HTML);
      const en = p.translations?.['en-GB']?.description;
      if (en) for (const tag of en.match(/<[^>]+>/g) ?? []) expect(tag).toMatch(ALLOWED_PRODUCT_HTML);
    }
    expect(
      products.filter((p) => p.translations?.['en-GB']?.name && p.translations['en-GB'].description).length,
    ).toBeGreaterThanOrEqual(10);
  });

  it('draws every product as a bottle in the style of its kind', () => {
    const styles: Record<string, string> = {
      Rotwein: 'red',
      Weisswein: 'white',
      Rosé: 'rose',
      Sekt: 'sparkling',
      Sortiment: 'package',
    };
    for (const p of products) {
      expect(p.art.kind).toBe('bottle');
      expect(p.art.label).toBeTruthy();
      expect(p.art.alt).toBeTruthy();
      expect(p.art.style).toBe(isVoucher(p) ? 'voucher' : styles[p.properties.weinart ?? '']);
      for (const image of p.gallery ?? []) expect(image.kind).toBe('scene');
    }
  });

  it('describes every wine with plausible analysis values', () => {
    const wines = products.filter((p) => p.wine);
    expect(wines.length).toBe(products.filter((p) => !isVoucher(p) && p.properties.weinart !== 'Sortiment').length);
    for (const p of wines) {
      const { properties, wine } = p;
      expect(properties.rebsorte?.length).toBeGreaterThan(0);
      expect(Number(properties.jahrgang)).toBeGreaterThanOrEqual(2019);
      expect(Number(properties.jahrgang)).toBeLessThanOrEqual(2024);
      for (const field of ['geschmack', 'lage', 'qualitaetsstufe', 'boden'] as const)
        expect(properties[field]).toBeTruthy();
      expect(p.purchaseUnit).toBeDefined();
      expect(wine!.alcohol).toBeGreaterThanOrEqual(11);
      expect(wine!.alcohol).toBeLessThanOrEqual(14.5);
      expect(wine!.residualSugar).toBeGreaterThanOrEqual(0.5);
      expect(wine!.residualSugar).toBeLessThanOrEqual(60);
      expect(wine!.acidity).toBeGreaterThanOrEqual(4.5);
      expect(wine!.acidity).toBeLessThanOrEqual(8.5);
    }
    const awarded = wines.filter((p) => p.wine!.award);
    expect(awarded.length / wines.length).toBeGreaterThanOrEqual(0.25);
  });

  it('matches residual sugar to the declared taste', () => {
    const still: Record<string, [number, number]> = {
      trocken: [0, 9],
      halbtrocken: [9, 18],
      feinherb: [9, 25],
      lieblich: [18, 45],
    };
    const sparkling: Record<string, [number, number]> = {
      'brut nature': [0, 3],
      'extra brut': [0, 6],
      brut: [0, 12],
      'extra trocken': [12, 17],
      trocken: [17, 32],
    };
    for (const p of products.filter((q) => q.wine)) {
      const table = p.properties.weinart === 'Sekt' ? sparkling : still;
      const range = table[p.properties.geschmack!];
      expect(range).toBeDefined();
      expect(p.wine!.residualSugar).toBeGreaterThanOrEqual(range![0]);
      expect(p.wine!.residualSugar).toBeLessThanOrEqual(range![1]);
      // Still wines up to 9 g/l count as 'trocken' only when the acidity is at most 2 g/l lower.
      if (p.properties.weinart !== 'Sekt' && p.properties.geschmack === 'trocken' && p.wine!.residualSugar > 4) {
        expect(p.wine!.residualSugar - p.wine!.acidity).toBeLessThanOrEqual(2);
      }
    }
  });

  it('gives plausible e-label values per 100 ml', () => {
    const labelled = products.filter((p) => p.nutrition);
    expect(labelled.length).toBeGreaterThanOrEqual(12);
    for (const p of labelled) {
      const n = p.nutrition!;
      expect(n.labelId).toMatch(/^kb-nl-[0-9a-f]{6}$/);
      expect(n.energyKj).toBeGreaterThanOrEqual(280);
      expect(n.energyKj).toBeLessThanOrEqual(340);
      expect(Math.abs(n.energyKj / 4.184 - n.energyKcal)).toBeLessThan(3);
      expect(n.carbohydrates).toBeGreaterThanOrEqual(0.2);
      expect(n.carbohydrates).toBeLessThanOrEqual(6);
      expect(n.sugar).toBeLessThanOrEqual(n.carbohydrates);
      expect(Math.abs(n.sugar - p.wine!.residualSugar / 10)).toBeLessThanOrEqual(0.1);
      expect([n.fat, n.saturatedFat, n.protein, n.salt]).toEqual([0, 0, 0, 0]);
      expect(n.ingredients.startsWith('Trauben, Konservierungsstoff: Sulfite')).toBe(true);
      expect(n.allergens).toBe('Enthält Sulfite');
    }
  });

  it('has reviews and cross-sellings on a good share of products', () => {
    const reviewed = products.filter((p) => p.reviews?.length);
    expect(reviewed.length).toBeGreaterThanOrEqual(12);
    // One top seller has more reviews than the product page shows at first (10), so that 'Show more reviews' has something to show.
    expect(reviewed.filter((p) => p.reviews!.length > 10).map((p) => p.key)).toEqual(['dornfelder-trocken-2023']);
    for (const p of reviewed) {
      expect(p.reviews!.length).toBeLessThanOrEqual(p.key === 'dornfelder-trocken-2023' ? 13 : 4);
      for (const review of p.reviews!) {
        expect(review.daysAgo).toBeLessThanOrEqual(p.releasedDaysAgo);
        expect(review.title && review.content && review.author).toBeTruthy();
      }
    }
    expect(new Set(reviewed.flatMap((p) => p.reviews!.map((r) => r.points))).size).toBeGreaterThanOrEqual(3);
    expect(products.filter((p) => p.crossSellings?.length).length).toBeGreaterThanOrEqual(8);
  });

  it('sells the voucher in amounts, without wine data', () => {
    const voucher = products.find(isVoucher)!;
    expect(voucher.variantAmounts).toEqual([25, 50, 100, 150]);
    expect(voucher.price).toBe(voucher.variantAmounts![0]);
    expect(voucher.purchaseUnit).toBeUndefined();
    expect(voucher.properties.weinart).toBeUndefined();
    expect(voucher.wine).toBeUndefined();
    expect(voucher.categories).toEqual(['gutscheine']);
    for (const p of products.filter((q) => !isVoucher(q))) expect(p.variantAmounts).toBeUndefined();
  });

  it('sells tasting packages of six bottles', () => {
    for (const p of byWeinart('Sortiment')) {
      expect(p.purchaseUnit).toBe(4.5);
      expect(p.categories).toContain('probierpakete');
    }
    expect(products.filter((p) => p.shippingFree).length).toBeGreaterThanOrEqual(2);
  });
});
