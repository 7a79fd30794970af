import { useTranslation } from 'react-i18next';
import type { ProductCardFragment } from '../../gql/graphql';
import { formatMoney } from '../../lib/money';
import { formatNumber } from '../../lib/number';
import { Price, VatNote } from '../price';

/**
 * The card's price: special price with the regular one struck through ('from …' for a main product whose
 * variants cost different amounts, or a variant whose siblings cost less), the reference price for wines
 * and packages ('Filling quantity' and 'Base price', else '1 {unit}': docs/behaviour/prices.md) and the VAT note (with the
 * 'versandkostenfrei' badge for a product shipped free).
 */
export function CardPrice({ product }: { product: Pick<ProductCardFragment, 'type' | 'price' | 'isShippingFree'> }) {
  const { t } = useTranslation();
  const { regularPrice, specialPrice, fromPrice, referencePrice } = product.price;
  const showReference = (product.type === 'WINE' || product.type === 'PACKAGE') && referencePrice?.unitCode;
  return (
    <div className="flex flex-col">
      <Price regular={regularPrice} special={specialPrice} from={fromPrice} className="text-lg" />
      {showReference && referencePrice && (
        <span className="text-xs text-secondary" data-testid="reference-price">
          {referencePrice.basePrice ? (
            <>
              {t('price.fillingQuantity')} {formatNumber(referencePrice.fillingQuantity)} {referencePrice.unitCode}
              <br />
              {t('price.basePrice')} {formatMoney(referencePrice.basePrice)}/
              {formatNumber(referencePrice.referenceQuantity)} {referencePrice.unitCode}
            </>
          ) : (
            <>1 {referencePrice.unitCode}</>
          )}
        </span>
      )}
      <VatNote shippingFree={product.isShippingFree} />
    </div>
  );
}
