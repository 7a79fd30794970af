import { registerEnumType } from 'type-graphql';

/* The navigation's enums, apart from the object types so that the pure mappers import no decorators. */

export enum NavigationType {
  MAIN = 'MAIN',
  FOOTER = 'FOOTER',
  SERVICE = 'SERVICE',
}
registerEnumType(NavigationType, {
  name: 'NavigationType',
  description: "The sales channel's navigation trees.",
  valuesConfig: {
    MAIN: { description: 'The top navigation with its mega menu (three levels).' },
    FOOTER: { description: "The footer's columns and their links (two levels)." },
    SERVICE: { description: "The footer's service link strip (two levels)." },
  },
});

/** Shopware's category type. */
export enum NavigationEntryType {
  PAGE = 'PAGE',
  LINK = 'LINK',
  FOLDER = 'FOLDER',
}
registerEnumType(NavigationEntryType, {
  name: 'NavigationEntryType',
  description: "A category's type: a page (listing or content), a link, or a folder that only groups its children.",
  valuesConfig: {
    PAGE: { description: 'A listing or content page of its own (its path leads there).' },
    LINK: { description: 'A link to a category, product, landing page or external address (see linkType).' },
    FOLDER: { description: 'Only groups its children; it has no page (show it as a heading).' },
  },
});

/** Shopware's link type of a link category. */
export enum NavigationLinkType {
  CATEGORY = 'CATEGORY',
  PRODUCT = 'PRODUCT',
  EXTERNAL = 'EXTERNAL',
  LANDING_PAGE = 'LANDING_PAGE',
}
registerEnumType(NavigationLinkType, {
  name: 'NavigationLinkType',
  description: 'What a link category points to.',
  valuesConfig: {
    CATEGORY: { description: "Another category of the shop (path is that category's)." },
    PRODUCT: { description: 'A product page.' },
    EXTERNAL: { description: 'An address outside the shop (externalLink; opens in a new tab when opensInNewTab).' },
    LANDING_PAGE: { description: 'A landing page of the shop.' },
  },
});
