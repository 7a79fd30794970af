/** The associations every product answer of the gateway needs (cover and gallery, properties with groups …). */
export const PRODUCT_ASSOCIATIONS = {
  media: {},
  properties: { associations: { group: {} } },
  options: { associations: { group: {} } },
  manufacturer: {},
  unit: {},
  deliveryTime: {},
  seoUrls: {},
};
