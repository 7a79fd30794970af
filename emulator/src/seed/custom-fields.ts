import type { SeedProduct } from './catalogue-types.js';

/**
 * The custom fields that carry the wine details and the e-label (documented in docs/catalogue.md).
 * Names follow Shopware's custom-field convention: a set prefix, snake case.
 */
export const CUSTOM_FIELD = {
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

export function wineCustomFields(product: SeedProduct): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const wine = product.wine;
  if (wine) {
    fields[CUSTOM_FIELD.alcohol] = wine.alcohol;
    fields[CUSTOM_FIELD.residualSugar] = wine.residualSugar;
    fields[CUSTOM_FIELD.acidity] = wine.acidity;
    fields[CUSTOM_FIELD.soil] = wine.soil;
    fields[CUSTOM_FIELD.cultivation] = wine.cultivation;
    fields[CUSTOM_FIELD.peculiarities] = wine.peculiarities;
    if (wine.award) fields[CUSTOM_FIELD.award] = wine.award;
    fields[CUSTOM_FIELD.recommendation] = wine.recommendation;
  }
  if (product.nutrition) {
    const { labelId, ...nutrition } = product.nutrition;
    fields[CUSTOM_FIELD.nutritionLabelId] = labelId;
    fields[CUSTOM_FIELD.nutrition] = nutrition;
  }
  return fields;
}
