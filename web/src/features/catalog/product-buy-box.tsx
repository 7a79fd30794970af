import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HeartIcon } from '../../components/icons';
import { useWishlistToggle } from '../../components/product-card/use-wishlist-toggle';
import { NutritionButton } from '../../components/product-card/nutrition-button';
import { QuantitySelector, initialQuantityOf, quantityStepsOf } from '../../components/product-card/quantity-selector';
import { useAddToCart } from '../../components/product-card/use-add-to-cart';
import { Price, VatNote } from '../../components/price';
import { formatMoney, type MoneyLike } from '../../lib/money';
import { formatNumber } from '../../lib/number';
import type { ProductPageData } from './landing-page-guard';

export type DetailProduct = ProductPageData['product'];

/** Unit price, old price, tier prices, filling quantity and base price (or '1 {unit}'), VAT and shipping note. */
export function PriceBlock({ product, variantPrice }: { product: DetailProduct; variantPrice?: MoneyLike | null }) {
  const { t } = useTranslation();
  const { price } = product;
  const reference = price.referencePrice;
  return (
    <div className="flex flex-col gap-1" data-testid="price-block">
      {variantPrice ? (
        <Price regular={variantPrice} className="text-2xl" />
      ) : (
        <Price regular={price.regularPrice} special={price.specialPrice} className="text-2xl" />
      )}
      {reference?.unitCode && (
        <p className="text-sm text-secondary">
          {reference.basePrice ? (
            <>
              {t('price.fillingQuantity')}: {formatNumber(reference.fillingQuantity)} {reference.unitCode}
              <br />
              {t('price.basePrice')}: {formatMoney(reference.basePrice)} / {formatNumber(reference.referenceQuantity)}{' '}
              {reference.unitCode}
            </>
          ) : (
            t('productDetail.unitContent', { unit: reference.unitName ?? reference.unitCode })
          )}
        </p>
      )}
      {price.tierPrices.length > 0 && (
        <table className="mt-2 w-full max-w-xs text-sm">
          <caption className="mb-1 text-left font-medium">{t('productDetail.tierPrices')}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">{t('productDetail.tierQuantity')}</th>
              <th scope="col">{t('productDetail.tierUnitPrice')}</th>
            </tr>
          </thead>
          <tbody>
            {price.tierPrices.map((tier) => (
              <tr key={tier.fromQuantity} className="border-b border-neutral-200">
                <td className="py-1">
                  {tier.toQuantity
                    ? t('productDetail.tierRange', { from: tier.fromQuantity, to: tier.toQuantity })
                    : t('productDetail.tierFrom', { quantity: tier.fromQuantity })}
                </td>
                <td className="py-1 text-right font-medium">{formatMoney(tier.unitPrice)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <VatNote shippingFree={product.isShippingFree} />
    </div>
  );
}

/**
 * The voucher's amounts (variant groups): the chosen amount's variant is what goes into the cart. Choosing
 * one opens the variant's own page (as Shopware's storefront does), so the address, the product number
 * and a reload keep the choice.
 */
function VariantChoice({
  product,
  selected,
  onSelect,
}: {
  product: DetailProduct;
  selected: string | null;
  onSelect(variantId: string): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {product.variantGroups.map((group) => (
        <fieldset key={group.id} className="mt-4">
          <legend className="mb-2 text-sm font-medium">{group.name || t('productDetail.chooseAmount')}</legend>
          <div className="flex flex-wrap gap-2">
            {group.options.map((option) => (
              <label
                key={option.id}
                className="cursor-pointer rounded-sm border px-4 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-white has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary has-[:focus-visible]:ring-offset-2 border-neutral-300"
              >
                <input
                  type="radio"
                  name={`variant-${group.id}`}
                  className="sr-only"
                  value={option.variantId ?? ''}
                  disabled={!option.variantId || !option.isAvailable}
                  checked={option.variantId != null && selected === option.variantId}
                  onChange={() => option.variantId && onSelect(option.variantId)}
                />
                {option.name}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </>
  );
}

/** The price block, the voucher's amounts, delivery time, quantity, 'Add To Cart' (loading, then success for 400 ms; 'Sold out' when not available), wishlist heart. */
export function BuyBox({ product }: { product: DetailProduct }) {
  const { t } = useTranslation();
  const { purchaseQuantity } = product;
  const [quantity, setQuantity] = useState(() => initialQuantityOf(purchaseQuantity));
  const variantOptions = product.variantGroups.flatMap((group) => group.options);
  // A sold-out amount (its page opened directly) is shown but not chosen: the shopper picks one that can be bought.
  const initialVariant =
    variantOptions.find((option) => option.isSelected && option.isAvailable && option.variantId)?.variantId ?? null;
  const [variantId, setVariantId] = useState<string | null>(initialVariant);
  const navigate = useNavigate();
  const chooseVariant = (id: string) => {
    setVariantId(id);
    const path = variantOptions.find((option) => option.variantId === id)?.path;
    if (path) void navigate(path, { replace: true, preventScrollReset: true });
  };
  const { state, add: addToCart } = useAddToCart();
  const wishlist = useWishlistToggle(product);
  const needsVariant = product.variantGroups.length > 0;
  const soldOut = needsVariant
    ? !variantOptions.some((option) => option.isAvailable && option.variantId)
    : !product.isAvailable;

  const add = () => addToCart((needsVariant && variantId) || product.id, quantity);

  const variantPrice = variantOptions.find(
    (option) => option.variantId != null && option.variantId === variantId,
  )?.price;
  return (
    <div className="mt-6" data-testid="buy-box">
      <PriceBlock product={product} variantPrice={variantPrice} />
      {needsVariant && <VariantChoice product={product} selected={variantId} onSelect={chooseVariant} />}
      {product.deliveryTime && !soldOut && (
        <p className="mt-4 text-sm text-green-800">
          {t('productDetail.deliveryTime', { time: product.deliveryTime.name })}
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-stretch gap-3">
        {!soldOut && (
          <QuantitySelector
            value={quantity}
            onChange={setQuantity}
            steps={quantityStepsOf(purchaseQuantity)}
            min={purchaseQuantity.min}
            max={purchaseQuantity.max}
            className="w-20"
          />
        )}
        <button
          type="button"
          onClick={() => void add()}
          disabled={soldOut || state === 'loading' || (needsVariant && !variantId)}
          aria-busy={state === 'loading'}
          className="min-w-48 flex-1 rounded-sm bg-primary px-6 py-2.5 font-medium text-white hover:bg-primary-dark disabled:cursor-not-allowed disabled:bg-neutral-400 sm:flex-none"
        >
          {soldOut
            ? t('product.soldOut')
            : state === 'loading'
              ? '…'
              : state === 'success'
                ? `✓ ${t('productDetail.added')}`
                : t('productDetail.addToCart')}
        </button>
        <button
          type="button"
          onClick={() => void wishlist.toggle()}
          disabled={wishlist.busy}
          aria-pressed={wishlist.inWishlist}
          aria-label={wishlist.inWishlist ? t('productDetail.removeFromWishlist') : t('productDetail.addToWishlist')}
          className="rounded-sm border border-neutral-300 px-3 text-primary hover:border-primary"
        >
          <HeartIcon className={`h-5 w-5 ${wishlist.inWishlist ? 'fill-current' : ''}`} />
        </button>
      </div>
      {product.nutritionLabelId && (
        <NutritionButton productId={product.id} productName={product.name} labelId={product.nutritionLabelId} />
      )}
    </div>
  );
}
