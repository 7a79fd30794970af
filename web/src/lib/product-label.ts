/**
 * The EU wine e-label provider's script, when the gateway loads it (its PRODUCT_LABEL_SCRIPT setting):
 * it defines `window.productLabel.open(labelId)`, which shows the provider's label for a label id.
 */
interface ProductLabelProvider {
  open(labelId: string): void;
}

/** The provider, once its script has run; null without the setting (or before the script has loaded). */
export function productLabelProvider(): ProductLabelProvider | null {
  if (typeof window === 'undefined') return null;
  const provider = (window as { productLabel?: Partial<ProductLabelProvider> }).productLabel;
  return typeof provider?.open === 'function' ? (provider as ProductLabelProvider) : null;
}
