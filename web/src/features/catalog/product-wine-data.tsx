import { useTranslation } from 'react-i18next';
import type { DetailProduct } from './product-buy-box';
import { formatNumber } from '../../lib/number';

/** The wine's data: analysis (alcohol, residual sugar, acidity), soil, cultivation, peculiarities, award, recommendation. */
export function WineData({ details }: { details: NonNullable<DetailProduct['wineDetails']> }) {
  const { t } = useTranslation();
  const { analysis } = details;
  const rows: [string, string | null | undefined][] = [
    [t('productDetail.alcohol'), analysis.alcohol != null ? `${formatNumber(analysis.alcohol)} % vol` : null],
    [
      t('productDetail.residualSugar'),
      analysis.residualSugar != null ? `${formatNumber(analysis.residualSugar)} g/l` : null,
    ],
    [t('productDetail.acidity'), analysis.acidity != null ? `${formatNumber(analysis.acidity)} g/l` : null],
  ];
  const texts: [string, string | null | undefined][] = [
    [t('productDetail.soil'), details.soil],
    [t('productDetail.cultivation'), details.cultivation],
    [t('productDetail.peculiarities'), details.peculiarities],
    [t('productDetail.award'), details.award],
    [t('productDetail.recommendation'), details.recommendation],
  ];
  const shownRows = rows.filter(([, value]) => value);
  const shownTexts = texts.filter(([, value]) => value);
  if (shownRows.length === 0 && shownTexts.length === 0) return null;
  return (
    <section aria-labelledby="wine-data" className="mt-10">
      <h2 id="wine-data" className="font-display text-2xl font-bold text-primary">
        {t('productDetail.wineData')}
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-[18rem_1fr]">
        {shownRows.length > 0 && (
          <div>
            <h3 className="mb-2 font-medium">{t('productDetail.analysis')}</h3>
            <dl className="text-sm">
              {shownRows.map(([label, value]) => (
                <div key={label} className="flex justify-between border-b border-neutral-200 py-1.5">
                  <dt>{label}</dt>
                  <dd className="font-medium">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
        <dl className="flex flex-col gap-3 text-sm">
          {shownTexts.map(([label, value]) => (
            <div key={label}>
              <dt className="font-medium">{label}</dt>
              <dd className="text-neutral-800">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
