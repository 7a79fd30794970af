import { packageOnSpecial, rieslingWithTiers, voucherVariant } from '../../test/fixtures/store-api.js';
import { nutritionFactsOf, nutritionLabelIdOf, wineDetailsOf } from './wine-details.js';

test('the wine details come from the custom fields', () => {
  expect(wineDetailsOf(rieslingWithTiers())).toEqual({
    analysis: { alcohol: 12, residualSugar: 6.5, acidity: 7.2 },
    soil: 'Buntsandstein und sandiger Lehm',
    cultivation: 'Handlese, ökologischer Anbau (kontrolliert biologisch)',
    peculiarities: 'Kühle Vergärung im Edelstahl, drei Monate auf der Feinhefe.',
    award: null,
    recommendation: 'Zu Spargel, gebratenem Zander, Salaten und asiatischer Küche.',
  });
});

test('translated custom fields win over the untranslated ones; numbers written as text are read', () => {
  const product = rieslingWithTiers();
  (product.translated as any).customFields = { weingut_wine_soil: 'Red sandstone', weingut_wine_alcohol: '12,5' };
  expect(wineDetailsOf(product)).toMatchObject({ soil: 'Red sandstone', analysis: { alcohol: 12.5 } });
});

test('a package or the voucher has no wine details', () => {
  expect(wineDetailsOf(packageOnSpecial())).toBeNull();
  expect(wineDetailsOf(voucherVariant())).toBeNull();
  expect(wineDetailsOf({ customFields: null, translated: undefined as any })).toBeNull();
});

test('the nutrition-label id and the nutrition per 100 ml', () => {
  const riesling = rieslingWithTiers();
  expect(nutritionLabelIdOf(riesling)).toBe('kb-nl-19c3ab');
  expect(nutritionFactsOf(riesling)).toEqual({
    energyKj: 288,
    energyKcal: 69,
    fat: 0,
    saturatedFat: 0,
    carbohydrates: 0.8,
    sugar: 0.7,
    protein: 0,
    salt: 0,
    ingredients: 'Trauben, Konservierungsstoff: Sulfite; Abgefüllt in einer Schutzatmosphäre',
    allergens: 'Enthält Sulfite',
  });
});

test('no nutrition label: no id (the card hides its nutrition button) and no facts', () => {
  expect(nutritionLabelIdOf(packageOnSpecial())).toBeNull();
  expect(nutritionFactsOf(packageOnSpecial())).toBeNull();
  expect(nutritionLabelIdOf({ customFields: { weingut_nutrition_label_id: '  ' }, translated: {} as any })).toBeNull();
});
