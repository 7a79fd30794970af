import { rieslingWithTiers, soldOutSekt, storeApiFixture, voucherVariant } from '../../../test/fixtures/store-api.js';
import type { RawMedia, RawProduct } from '../../shopware/store-api-types.js';
import { mapCrossSellings, mapProduct, mapReview, mapVariantGroups } from './product.mapper.js';

test('a raw product becomes the gateway product with every rule applied', () => {
  const product = mapProduct(rieslingWithTiers(), 'EUR');
  expect(product).toMatchObject({
    id: 'cead2eaaaec29e52528238bddd9734e1',
    parentId: null,
    name: 'Riesling trocken 2024',
    type: 'WINE',
    flag: 'TOP_SELLER',
    isTopSeller: true,
    isNew: false,
    path: '/Riesling-trocken-2024/WB-W-2001',
    isAvailable: true,
    stock: 500,
    availableStock: 500,
    isShippingFree: false,
    hasVariants: false,
    ratingAverage: 4.25,
    nutritionLabelId: 'kb-nl-19c3ab',
    manufacturerName: 'Weingut Keller-Brandt',
    metaKeywords: 'Riesling trocken, Pfalz, Weißwein, Gutswein, Birkweiler',
    deliveryTime: { name: expect.any(String), min: 1, max: 2, unit: 'day' },
    variantParentId: null,
    optionIds: [],
  });
  expect(product.price.tierPrices).toHaveLength(3);
  expect(product.properties[0]).toEqual({
    id: expect.any(String),
    name: 'Weisswein',
    groupId: expect.any(String),
    groupName: 'Weinart',
  });
  expect(product.properties.map((property) => property.groupName)).toEqual([
    'Weinart',
    'Rebsorte',
    'Geschmack',
    'Jahrgang',
    'Lage',
    'Qualitätsstufe',
    'Boden',
  ]);
});

test('the description leaves sanitised; the translated name and description win', () => {
  const raw = rieslingWithTiers();
  raw.translated.name = 'Riesling dry 2024';
  raw.translated.description = '<p onclick="x()">Dry.</p><script>alert(1)</script>';
  expect(mapProduct(raw, 'EUR')).toMatchObject({ name: 'Riesling dry 2024', descriptionHtml: '<p>Dry.</p>' });
});

test('a variant and a main product with variants both know the main product of the configurator', () => {
  expect(mapProduct(voucherVariant(), 'EUR')).toMatchObject({
    variantParentId: '84509957b72e1a3b5e9f3bf73aa7352d',
    optionIds: ['f590b3d0512d31d4b8c6678e0a2932cf'],
  });
  const parent = { ...rieslingWithTiers(), childCount: 4 } as RawProduct;
  expect(mapProduct(parent, 'EUR')).toMatchObject({ variantParentId: parent.id, hasVariants: true });
  expect(mapProduct(voucherVariant(), 'EUR').hasVariants).toBe(false);
  expect(mapProduct(soldOutSekt(), 'EUR')).toMatchObject({
    flag: 'SOLD_OUT',
    isAvailable: false,
    variantParentId: null,
    hasVariants: false,
  });
});

test('missing optional fields map to null, not to errors', () => {
  const raw = {
    ...soldOutSekt(),
    deliveryTime: undefined,
    manufacturer: undefined,
    cover: undefined,
    media: undefined,
    properties: undefined,
    seoUrls: undefined,
  } as unknown as RawProduct;
  expect(mapProduct(raw, 'EUR')).toMatchObject({
    deliveryTime: null,
    manufacturerName: null,
    cover: null,
    images: [],
    properties: [],
    path: `/detail/${raw.id}`,
  });
});

describe('variant groups', () => {
  const variants = (): RawProduct[] => storeApiFixture('product-voucher-variants').elements;

  test('one group per property group, options by position, each with its variant and price', () => {
    const current = mapProduct(voucherVariant(), 'EUR');
    const [amounts, ...others] = mapVariantGroups(variants(), current, 'EUR');
    expect(others).toEqual([]);
    expect(amounts).toMatchObject({ name: 'Betrag', displayType: 'text' });
    expect(amounts!.options.map((option) => [option.name, option.price?.amount, option.isSelected])).toEqual([
      ['25 €', 25, true],
      ['50 €', 50, false],
      ['100 €', 100, false],
      ['150 €', 150, false],
    ]);
    expect(amounts!.options[0]!.variantId).toBe(current.id);
  });

  test('with two groups the variant keeps the current choice of the other group', () => {
    const [small, large] = variants();
    const colour = (id: string, name: string) => ({
      id,
      groupId: 'farbe',
      name,
      translated: { name },
      position: 1,
      group: { id: 'farbe', name: 'Karte', position: 9 },
    });
    const withCard = (variant: RawProduct, card: ReturnType<typeof colour>) =>
      ({
        ...variant,
        id: `${variant.id}-${card.id}`,
        optionIds: [...variant.optionIds!, card.id],
        options: [...variant.options!, card],
        available: card.id !== 'gold',
      }) as RawProduct;
    const red = colour('rot', 'Rot');
    const gold = colour('gold', 'Gold');
    const all = [withCard(small!, red), withCard(small!, gold), withCard(large!, red), withCard(large!, gold)];
    const current = { id: all[1]!.id, optionIds: all[1]!.optionIds! };
    const [amount, card] = mapVariantGroups(all, current, 'EUR');
    expect(amount!.options.find((option) => option.name === '50 €')).toMatchObject({
      variantId: all[3]!.id,
      isAvailable: false,
    });
    expect(card!.options.map((option) => [option.name, option.variantId, option.isSelected])).toEqual([
      ['Rot', all[0]!.id, false],
      ['Gold', all[1]!.id, true],
    ]);
    expect(amount!.options[0]).toMatchObject({ colorHexCode: null, media: null });
  });

  test("an option's colour and image (color and media groups)", () => {
    const [variant] = variants();
    const image = {
      url: 'http://shop.test/media/rot.webp',
      alt: null,
      metaData: { width: 64, height: 64 },
      thumbnails: [{ url: 'http://shop.test/media/rot-32.webp', width: 32 }],
    };
    const [option] = variant!.options!;
    const coloured = {
      ...variant!,
      options: [{ ...option!, colorHexCode: '#b22222', media: image as unknown as RawMedia }],
    } as RawProduct;
    expect(
      mapVariantGroups([coloured], { id: variant!.id, optionIds: variant!.optionIds! }, 'EUR')[0]!.options[0],
    ).toMatchObject({
      colorHexCode: '#b22222',
      media: {
        url: image.url,
        alt: null,
        width: 64,
        height: 64,
        srcset: [{ url: 'http://shop.test/media/rot-32.webp', width: 32 }],
      },
    });
  });

  test('no variants, no groups', () => {
    expect(mapVariantGroups([], { id: 'x', optionIds: [] }, 'EUR')).toEqual([]);
  });
});

test('cross-selling groups keep their products in the assigned order, mapped as products', () => {
  const groups = mapCrossSellings(storeApiFixture('cross-selling-riesling'), 'EUR');
  expect(groups).toHaveLength(1);
  expect(groups[0]!.name).toBe('Passt dazu');
  expect(groups[0]!.products.map((product) => [product.name, product.type])).toEqual([
    ['Riesling feinherb 2024', 'WINE'],
    ['Riesling trocken 2023 – Magnum', 'WINE'],
    ['Kennenlernpaket', 'PACKAGE'],
  ]);
});

test('inactive cross-selling groups are left out', () => {
  const elements = storeApiFixture('cross-selling-riesling');
  elements[0].crossSelling.active = false;
  expect(mapCrossSellings(elements, 'EUR')).toEqual([]);
});

test('a review: title, content, rating, author and date', () => {
  const [review] = storeApiFixture('reviews-riesling').elements;
  expect(mapReview(review)).toEqual({
    id: review.id,
    title: 'Bester Gutsriesling',
    content: expect.stringContaining('Pfalz'),
    rating: 5,
    authorName: 'Katrin F.',
    createdAt: review.createdAt,
  });
});
