import type { RawProduct } from '../shopware/store-api-types.js';

/** The product custom fields of the wine details and the e-label (docs/catalogue.md). */
export const WINE_CUSTOM_FIELD = {
  alcohol: 'weingut_wine_alcohol',
  residualSugar: 'weingut_wine_residual_sugar',
  acidity: 'weingut_wine_acidity',
  soil: 'weingut_wine_soil',
  cultivation: 'weingut_wine_cultivation',
  peculiarities: 'weingut_wine_peculiarities',
  award: 'weingut_wine_award',
  recommendation: 'weingut_wine_recommendation',
  nutritionLabelId: 'weingut_nutrition_label_id',
  nutrition: 'weingut_nutrition',
} as const;

/** The product's `includes` of these custom fields: only they are read, of `customFields` and of `translated.customFields`. */
export const WINE_CUSTOM_FIELD_INCLUDES = Object.values(WINE_CUSTOM_FIELD).map(
  (name) => `customFields.${name}` as const,
);

export interface WineAnalysis {
  /** % vol */
  alcohol: number | null;
  /** g/l */
  residualSugar: number | null;
  /** g/l */
  acidity: number | null;
}

export interface WineDetails {
  analysis: WineAnalysis;
  soil: string | null;
  cultivation: string | null;
  peculiarities: string | null;
  award: string | null;
  recommendation: string | null;
}

/** Per 100 ml, as on the e-label. */
export interface NutritionFacts {
  energyKj: number | null;
  energyKcal: number | null;
  fat: number | null;
  saturatedFat: number | null;
  carbohydrates: number | null;
  sugar: number | null;
  protein: number | null;
  salt: number | null;
  ingredients: string | null;
  allergens: string | null;
}

type Fields = Record<string, unknown>;

const numberOf = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value.replace(',', '.')) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};
const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The translated custom fields (Shopware fills them in the request's language), else the raw ones. */
function customFieldsOf(product: Pick<RawProduct, 'customFields' | 'translated'>): Fields {
  const translated = (product.translated as { customFields?: unknown } | undefined)?.customFields;
  const own = product.customFields;
  return { ...(isObject(own) ? own : {}), ...(isObject(translated) ? translated : {}) };
}
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The wine details from the custom fields; null when the product has none of them (packages, vouchers). */
export function wineDetailsOf(product: Pick<RawProduct, 'customFields' | 'translated'>): WineDetails | null {
  const fields = customFieldsOf(product);
  const details: WineDetails = {
    analysis: {
      alcohol: numberOf(fields[WINE_CUSTOM_FIELD.alcohol]),
      residualSugar: numberOf(fields[WINE_CUSTOM_FIELD.residualSugar]),
      acidity: numberOf(fields[WINE_CUSTOM_FIELD.acidity]),
    },
    soil: textOf(fields[WINE_CUSTOM_FIELD.soil]),
    cultivation: textOf(fields[WINE_CUSTOM_FIELD.cultivation]),
    peculiarities: textOf(fields[WINE_CUSTOM_FIELD.peculiarities]),
    award: textOf(fields[WINE_CUSTOM_FIELD.award]),
    recommendation: textOf(fields[WINE_CUSTOM_FIELD.recommendation]),
  };
  const { analysis, ...texts } = details;
  const hasAny = [...Object.values(analysis), ...Object.values(texts)].some((value) => value !== null);
  return hasAny ? details : null;
}

/** The nutrition-label id for the e-label widget (the card's nutrition button shows only with one). */
export function nutritionLabelIdOf(product: Pick<RawProduct, 'customFields' | 'translated'>): string | null {
  return textOf(customFieldsOf(product)[WINE_CUSTOM_FIELD.nutritionLabelId]);
}

export function nutritionFactsOf(product: Pick<RawProduct, 'customFields' | 'translated'>): NutritionFacts | null {
  const nutrition = customFieldsOf(product)[WINE_CUSTOM_FIELD.nutrition];
  if (!isObject(nutrition)) return null;
  return {
    energyKj: numberOf(nutrition.energyKj),
    energyKcal: numberOf(nutrition.energyKcal),
    fat: numberOf(nutrition.fat),
    saturatedFat: numberOf(nutrition.saturatedFat),
    carbohydrates: numberOf(nutrition.carbohydrates),
    sugar: numberOf(nutrition.sugar),
    protein: numberOf(nutrition.protein),
    salt: numberOf(nutrition.salt),
    ingredients: textOf(nutrition.ingredients),
    allergens: textOf(nutrition.allergens),
  };
}
