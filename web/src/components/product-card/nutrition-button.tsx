import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductNutritionDocument } from '../../gql/graphql';
import { Dialog } from '../dialog';
import { formatNumber } from '../../lib/number';
import { productLabelProvider } from '../../lib/product-label';

const grams = (value: number) => `${formatNumber(value, 1)} g`;

function NutritionFacts({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(ProductNutritionDocument, { variables: { id: productId } });
  if (loading) return <p className="text-secondary">{t('common.loading')}</p>;
  const facts = data?.product?.nutrition;
  if (error || !facts) return <p className="text-secondary">{t('productCard.nutritionMissing')}</p>;
  const energy = [
    facts.energyKj != null && `${facts.energyKj} kJ`,
    facts.energyKcal != null && `${facts.energyKcal} kcal`,
  ]
    .filter(Boolean)
    .join(' / ');
  const rows: [string, string | null][] = [
    [t('nutrition.energy'), energy || null],
    [t('nutrition.fat'), facts.fat != null ? grams(facts.fat) : null],
    [t('nutrition.saturatedFat'), facts.saturatedFat != null ? grams(facts.saturatedFat) : null],
    [t('nutrition.carbohydrates'), facts.carbohydrates != null ? grams(facts.carbohydrates) : null],
    [t('nutrition.sugar'), facts.sugar != null ? grams(facts.sugar) : null],
    [t('nutrition.protein'), facts.protein != null ? grams(facts.protein) : null],
    [t('nutrition.salt'), facts.salt != null ? grams(facts.salt) : null],
  ];
  return (
    <div className="space-y-4 text-sm">
      <table className="w-full">
        <caption className="mb-2 text-left text-secondary">{t('nutrition.per100ml')}</caption>
        <tbody>
          {rows
            .filter((row): row is [string, string] => row[1] !== null)
            .map(([label, value]) => (
              <tr key={label} className="border-b border-neutral-200">
                <th scope="row" className="py-1 text-left font-normal">
                  {label}
                </th>
                <td className="py-1 text-right">{value}</td>
              </tr>
            ))}
        </tbody>
      </table>
      {facts.ingredients && (
        <p>
          <strong>{t('nutrition.ingredients')}:</strong> {facts.ingredients}
        </p>
      )}
      {facts.allergens && (
        <p>
          <strong>{t('nutrition.allergens')}:</strong> {facts.allergens}
        </p>
      )}
    </div>
  );
}

/**
 * 'Nährwerte und Inhaltsstoffe': only for products with an e-label id. Opens the e-label provider's
 * label for that id when the shop loads the provider's script, else the product's own nutrition and
 * ingredient data.
 */
export function NutritionButton({
  productId,
  productName,
  labelId,
}: {
  productId: string;
  productName: string;
  labelId: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const show = () => {
    const provider = productLabelProvider();
    if (provider) provider.open(labelId);
    else setOpen(true);
  };
  return (
    <>
      <button
        type="button"
        onClick={show}
        className="relative z-10 mt-2 self-start text-left text-sm text-primary underline underline-offset-2 hover:no-underline"
      >
        {t('productCard.nutrition')}
      </button>
      {open && (
        <Dialog open={open} onClose={() => setOpen(false)} title={`${t('productCard.nutrition')}: ${productName}`}>
          <NutritionFacts productId={productId} />
        </Dialog>
      )}
    </>
  );
}
