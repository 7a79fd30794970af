/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment ProductCard on Product {\n  id\n  name\n  path\n  flag\n  isAvailable\n  isTopSeller\n  cover {\n    ...ResponsiveImage\n  }\n  price {\n    unitPrice {\n      amount\n      currencyCode\n    }\n    regularPrice {\n      amount\n      currencyCode\n    }\n    specialPrice {\n      amount\n      currencyCode\n    }\n    referencePrice {\n      fillingQuantity\n      unitCode\n      referenceQuantity\n      basePrice {\n        amount\n        currencyCode\n      }\n    }\n  }\n}": typeof types.ProductCardFragmentDoc,
    "fragment ResponsiveImage on Image {\n  url\n  alt\n  width\n  height\n  srcset {\n    url\n    width\n  }\n}": typeof types.ResponsiveImageFragmentDoc,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    customer {\n      id\n    }\n    userErrors {\n      field\n      code\n      message\n    }\n  }\n}": typeof types.LoginDocument,
    "query CategoryProducts($categoryId: ID!) {\n  productListing(categoryId: $categoryId, limit: 12) {\n    total\n    products {\n      ...ProductCard\n    }\n  }\n}": typeof types.CategoryProductsDocument,
    "query HomePage {\n  categories: navigation(type: MAIN) {\n    id\n    name\n    path\n    opensInNewTab\n    media {\n      ...ResponsiveImage\n    }\n  }\n  highlights: productListing(path: \"/\", sorting: \"topseller\", limit: 8) {\n    products {\n      ...ProductCard\n    }\n  }\n}": typeof types.HomePageDocument,
    "query LandingPage($path: String!) {\n  page(path: $path) {\n    __typename\n    requestedPath\n    canonicalPath\n    redirectTo\n    metaTitle\n    metaDescription\n    breadcrumb {\n      categoryId\n      name\n      path\n    }\n    ... on CategoryPage {\n      categoryId\n      name\n      descriptionHtml\n      listsProducts\n      isHome\n      image {\n        ...ResponsiveImage\n      }\n    }\n    ... on ProductPage {\n      product {\n        ...ProductDetail\n      }\n    }\n  }\n}\n\nfragment ProductDetail on Product {\n  id\n  name\n  path\n  productNumber\n  manufacturerName\n  descriptionHtml\n  isAvailable\n  flag\n  cover {\n    ...ResponsiveImage\n  }\n  images {\n    ...ResponsiveImage\n  }\n  price {\n    regularPrice {\n      amount\n      currencyCode\n    }\n    specialPrice {\n      amount\n      currencyCode\n    }\n    unitPrice {\n      amount\n      currencyCode\n    }\n    referencePrice {\n      fillingQuantity\n      unitCode\n      referenceQuantity\n      basePrice {\n        amount\n        currencyCode\n      }\n    }\n  }\n}": typeof types.LandingPageDocument,
    "query Footer {\n  footer: navigation(type: FOOTER) {\n    id\n    name\n    path\n    type\n    opensInNewTab\n    children {\n      id\n      name\n      path\n      type\n      opensInNewTab\n    }\n  }\n  service: navigation(type: SERVICE) {\n    id\n    name\n    path\n    type\n    opensInNewTab\n  }\n  paymentMethods {\n    id\n    name\n    logo {\n      ...ResponsiveImage\n    }\n  }\n}": typeof types.FooterDocument,
    "query MainNavigation {\n  navigation(type: MAIN) {\n    ...NavigationLink\n    media {\n      ...ResponsiveImage\n    }\n    children {\n      ...NavigationLink\n      children {\n        ...NavigationLink\n      }\n    }\n  }\n}\n\nfragment NavigationLink on NavigationEntry {\n  id\n  name\n  path\n  type\n  opensInNewTab\n}": typeof types.MainNavigationDocument,
    "query QuickSearch($term: String!) {\n  quickSearch(term: $term) {\n    total\n    products {\n      ...ProductCard\n    }\n  }\n}": typeof types.QuickSearchDocument,
    "query SearchPage($term: String!) {\n  search(term: $term, limit: 24) {\n    total\n    products {\n      ...ProductCard\n    }\n  }\n}": typeof types.SearchPageDocument,
    "mutation Logout {\n  logout {\n    notification {\n      message\n      type\n    }\n    userErrors {\n      message\n    }\n  }\n}": typeof types.LogoutDocument,
    "query Session {\n  session {\n    isLoggedIn\n    isGuest\n    cartItemCount\n    wishlistCount\n    customer {\n      id\n      firstName\n      lastName\n      isGuest\n    }\n    language {\n      id\n      locale\n    }\n    currency {\n      isoCode\n      symbol\n    }\n  }\n}": typeof types.SessionDocument,
    "query ShopLanguages {\n  languages {\n    id\n    locale\n  }\n}\n\nmutation SwitchLanguage($languageId: ID!) {\n  switchLanguage(languageId: $languageId) {\n    session {\n      language {\n        id\n        locale\n      }\n    }\n    userErrors {\n      message\n    }\n  }\n}": typeof types.ShopLanguagesDocument,
};
const documents: Documents = {
    "fragment ProductCard on Product {\n  id\n  name\n  path\n  flag\n  isAvailable\n  isTopSeller\n  cover {\n    ...ResponsiveImage\n  }\n  price {\n    unitPrice {\n      amount\n      currencyCode\n    }\n    regularPrice {\n      amount\n      currencyCode\n    }\n    specialPrice {\n      amount\n      currencyCode\n    }\n    referencePrice {\n      fillingQuantity\n      unitCode\n      referenceQuantity\n      basePrice {\n        amount\n        currencyCode\n      }\n    }\n  }\n}": types.ProductCardFragmentDoc,
    "fragment ResponsiveImage on Image {\n  url\n  alt\n  width\n  height\n  srcset {\n    url\n    width\n  }\n}": types.ResponsiveImageFragmentDoc,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    customer {\n      id\n    }\n    userErrors {\n      field\n      code\n      message\n    }\n  }\n}": types.LoginDocument,
    "query CategoryProducts($categoryId: ID!) {\n  productListing(categoryId: $categoryId, limit: 12) {\n    total\n    products {\n      ...ProductCard\n    }\n  }\n}": types.CategoryProductsDocument,
    "query HomePage {\n  categories: navigation(type: MAIN) {\n    id\n    name\n    path\n    opensInNewTab\n    media {\n      ...ResponsiveImage\n    }\n  }\n  highlights: productListing(path: \"/\", sorting: \"topseller\", limit: 8) {\n    products {\n      ...ProductCard\n    }\n  }\n}": types.HomePageDocument,
    "query LandingPage($path: String!) {\n  page(path: $path) {\n    __typename\n    requestedPath\n    canonicalPath\n    redirectTo\n    metaTitle\n    metaDescription\n    breadcrumb {\n      categoryId\n      name\n      path\n    }\n    ... on CategoryPage {\n      categoryId\n      name\n      descriptionHtml\n      listsProducts\n      isHome\n      image {\n        ...ResponsiveImage\n      }\n    }\n    ... on ProductPage {\n      product {\n        ...ProductDetail\n      }\n    }\n  }\n}\n\nfragment ProductDetail on Product {\n  id\n  name\n  path\n  productNumber\n  manufacturerName\n  descriptionHtml\n  isAvailable\n  flag\n  cover {\n    ...ResponsiveImage\n  }\n  images {\n    ...ResponsiveImage\n  }\n  price {\n    regularPrice {\n      amount\n      currencyCode\n    }\n    specialPrice {\n      amount\n      currencyCode\n    }\n    unitPrice {\n      amount\n      currencyCode\n    }\n    referencePrice {\n      fillingQuantity\n      unitCode\n      referenceQuantity\n      basePrice {\n        amount\n        currencyCode\n      }\n    }\n  }\n}": types.LandingPageDocument,
    "query Footer {\n  footer: navigation(type: FOOTER) {\n    id\n    name\n    path\n    type\n    opensInNewTab\n    children {\n      id\n      name\n      path\n      type\n      opensInNewTab\n    }\n  }\n  service: navigation(type: SERVICE) {\n    id\n    name\n    path\n    type\n    opensInNewTab\n  }\n  paymentMethods {\n    id\n    name\n    logo {\n      ...ResponsiveImage\n    }\n  }\n}": types.FooterDocument,
    "query MainNavigation {\n  navigation(type: MAIN) {\n    ...NavigationLink\n    media {\n      ...ResponsiveImage\n    }\n    children {\n      ...NavigationLink\n      children {\n        ...NavigationLink\n      }\n    }\n  }\n}\n\nfragment NavigationLink on NavigationEntry {\n  id\n  name\n  path\n  type\n  opensInNewTab\n}": types.MainNavigationDocument,
    "query QuickSearch($term: String!) {\n  quickSearch(term: $term) {\n    total\n    products {\n      ...ProductCard\n    }\n  }\n}": types.QuickSearchDocument,
    "query SearchPage($term: String!) {\n  search(term: $term, limit: 24) {\n    total\n    products {\n      ...ProductCard\n    }\n  }\n}": types.SearchPageDocument,
    "mutation Logout {\n  logout {\n    notification {\n      message\n      type\n    }\n    userErrors {\n      message\n    }\n  }\n}": types.LogoutDocument,
    "query Session {\n  session {\n    isLoggedIn\n    isGuest\n    cartItemCount\n    wishlistCount\n    customer {\n      id\n      firstName\n      lastName\n      isGuest\n    }\n    language {\n      id\n      locale\n    }\n    currency {\n      isoCode\n      symbol\n    }\n  }\n}": types.SessionDocument,
    "query ShopLanguages {\n  languages {\n    id\n    locale\n  }\n}\n\nmutation SwitchLanguage($languageId: ID!) {\n  switchLanguage(languageId: $languageId) {\n    session {\n      language {\n        id\n        locale\n      }\n    }\n    userErrors {\n      message\n    }\n  }\n}": types.ShopLanguagesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductCard on Product {\n  id\n  name\n  path\n  flag\n  isAvailable\n  isTopSeller\n  cover {\n    ...ResponsiveImage\n  }\n  price {\n    unitPrice {\n      amount\n      currencyCode\n    }\n    regularPrice {\n      amount\n      currencyCode\n    }\n    specialPrice {\n      amount\n      currencyCode\n    }\n    referencePrice {\n      fillingQuantity\n      unitCode\n      referenceQuantity\n      basePrice {\n        amount\n        currencyCode\n      }\n    }\n  }\n}"): (typeof documents)["fragment ProductCard on Product {\n  id\n  name\n  path\n  flag\n  isAvailable\n  isTopSeller\n  cover {\n    ...ResponsiveImage\n  }\n  price {\n    unitPrice {\n      amount\n      currencyCode\n    }\n    regularPrice {\n      amount\n      currencyCode\n    }\n    specialPrice {\n      amount\n      currencyCode\n    }\n    referencePrice {\n      fillingQuantity\n      unitCode\n      referenceQuantity\n      basePrice {\n        amount\n        currencyCode\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ResponsiveImage on Image {\n  url\n  alt\n  width\n  height\n  srcset {\n    url\n    width\n  }\n}"): (typeof documents)["fragment ResponsiveImage on Image {\n  url\n  alt\n  width\n  height\n  srcset {\n    url\n    width\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    customer {\n      id\n    }\n    userErrors {\n      field\n      code\n      message\n    }\n  }\n}"): (typeof documents)["mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    customer {\n      id\n    }\n    userErrors {\n      field\n      code\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CategoryProducts($categoryId: ID!) {\n  productListing(categoryId: $categoryId, limit: 12) {\n    total\n    products {\n      ...ProductCard\n    }\n  }\n}"): (typeof documents)["query CategoryProducts($categoryId: ID!) {\n  productListing(categoryId: $categoryId, limit: 12) {\n    total\n    products {\n      ...ProductCard\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HomePage {\n  categories: navigation(type: MAIN) {\n    id\n    name\n    path\n    opensInNewTab\n    media {\n      ...ResponsiveImage\n    }\n  }\n  highlights: productListing(path: \"/\", sorting: \"topseller\", limit: 8) {\n    products {\n      ...ProductCard\n    }\n  }\n}"): (typeof documents)["query HomePage {\n  categories: navigation(type: MAIN) {\n    id\n    name\n    path\n    opensInNewTab\n    media {\n      ...ResponsiveImage\n    }\n  }\n  highlights: productListing(path: \"/\", sorting: \"topseller\", limit: 8) {\n    products {\n      ...ProductCard\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LandingPage($path: String!) {\n  page(path: $path) {\n    __typename\n    requestedPath\n    canonicalPath\n    redirectTo\n    metaTitle\n    metaDescription\n    breadcrumb {\n      categoryId\n      name\n      path\n    }\n    ... on CategoryPage {\n      categoryId\n      name\n      descriptionHtml\n      listsProducts\n      isHome\n      image {\n        ...ResponsiveImage\n      }\n    }\n    ... on ProductPage {\n      product {\n        ...ProductDetail\n      }\n    }\n  }\n}\n\nfragment ProductDetail on Product {\n  id\n  name\n  path\n  productNumber\n  manufacturerName\n  descriptionHtml\n  isAvailable\n  flag\n  cover {\n    ...ResponsiveImage\n  }\n  images {\n    ...ResponsiveImage\n  }\n  price {\n    regularPrice {\n      amount\n      currencyCode\n    }\n    specialPrice {\n      amount\n      currencyCode\n    }\n    unitPrice {\n      amount\n      currencyCode\n    }\n    referencePrice {\n      fillingQuantity\n      unitCode\n      referenceQuantity\n      basePrice {\n        amount\n        currencyCode\n      }\n    }\n  }\n}"): (typeof documents)["query LandingPage($path: String!) {\n  page(path: $path) {\n    __typename\n    requestedPath\n    canonicalPath\n    redirectTo\n    metaTitle\n    metaDescription\n    breadcrumb {\n      categoryId\n      name\n      path\n    }\n    ... on CategoryPage {\n      categoryId\n      name\n      descriptionHtml\n      listsProducts\n      isHome\n      image {\n        ...ResponsiveImage\n      }\n    }\n    ... on ProductPage {\n      product {\n        ...ProductDetail\n      }\n    }\n  }\n}\n\nfragment ProductDetail on Product {\n  id\n  name\n  path\n  productNumber\n  manufacturerName\n  descriptionHtml\n  isAvailable\n  flag\n  cover {\n    ...ResponsiveImage\n  }\n  images {\n    ...ResponsiveImage\n  }\n  price {\n    regularPrice {\n      amount\n      currencyCode\n    }\n    specialPrice {\n      amount\n      currencyCode\n    }\n    unitPrice {\n      amount\n      currencyCode\n    }\n    referencePrice {\n      fillingQuantity\n      unitCode\n      referenceQuantity\n      basePrice {\n        amount\n        currencyCode\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Footer {\n  footer: navigation(type: FOOTER) {\n    id\n    name\n    path\n    type\n    opensInNewTab\n    children {\n      id\n      name\n      path\n      type\n      opensInNewTab\n    }\n  }\n  service: navigation(type: SERVICE) {\n    id\n    name\n    path\n    type\n    opensInNewTab\n  }\n  paymentMethods {\n    id\n    name\n    logo {\n      ...ResponsiveImage\n    }\n  }\n}"): (typeof documents)["query Footer {\n  footer: navigation(type: FOOTER) {\n    id\n    name\n    path\n    type\n    opensInNewTab\n    children {\n      id\n      name\n      path\n      type\n      opensInNewTab\n    }\n  }\n  service: navigation(type: SERVICE) {\n    id\n    name\n    path\n    type\n    opensInNewTab\n  }\n  paymentMethods {\n    id\n    name\n    logo {\n      ...ResponsiveImage\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MainNavigation {\n  navigation(type: MAIN) {\n    ...NavigationLink\n    media {\n      ...ResponsiveImage\n    }\n    children {\n      ...NavigationLink\n      children {\n        ...NavigationLink\n      }\n    }\n  }\n}\n\nfragment NavigationLink on NavigationEntry {\n  id\n  name\n  path\n  type\n  opensInNewTab\n}"): (typeof documents)["query MainNavigation {\n  navigation(type: MAIN) {\n    ...NavigationLink\n    media {\n      ...ResponsiveImage\n    }\n    children {\n      ...NavigationLink\n      children {\n        ...NavigationLink\n      }\n    }\n  }\n}\n\nfragment NavigationLink on NavigationEntry {\n  id\n  name\n  path\n  type\n  opensInNewTab\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QuickSearch($term: String!) {\n  quickSearch(term: $term) {\n    total\n    products {\n      ...ProductCard\n    }\n  }\n}"): (typeof documents)["query QuickSearch($term: String!) {\n  quickSearch(term: $term) {\n    total\n    products {\n      ...ProductCard\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchPage($term: String!) {\n  search(term: $term, limit: 24) {\n    total\n    products {\n      ...ProductCard\n    }\n  }\n}"): (typeof documents)["query SearchPage($term: String!) {\n  search(term: $term, limit: 24) {\n    total\n    products {\n      ...ProductCard\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout {\n  logout {\n    notification {\n      message\n      type\n    }\n    userErrors {\n      message\n    }\n  }\n}"): (typeof documents)["mutation Logout {\n  logout {\n    notification {\n      message\n      type\n    }\n    userErrors {\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Session {\n  session {\n    isLoggedIn\n    isGuest\n    cartItemCount\n    wishlistCount\n    customer {\n      id\n      firstName\n      lastName\n      isGuest\n    }\n    language {\n      id\n      locale\n    }\n    currency {\n      isoCode\n      symbol\n    }\n  }\n}"): (typeof documents)["query Session {\n  session {\n    isLoggedIn\n    isGuest\n    cartItemCount\n    wishlistCount\n    customer {\n      id\n      firstName\n      lastName\n      isGuest\n    }\n    language {\n      id\n      locale\n    }\n    currency {\n      isoCode\n      symbol\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShopLanguages {\n  languages {\n    id\n    locale\n  }\n}\n\nmutation SwitchLanguage($languageId: ID!) {\n  switchLanguage(languageId: $languageId) {\n    session {\n      language {\n        id\n        locale\n      }\n    }\n    userErrors {\n      message\n    }\n  }\n}"): (typeof documents)["query ShopLanguages {\n  languages {\n    id\n    locale\n  }\n}\n\nmutation SwitchLanguage($languageId: ID!) {\n  switchLanguage(languageId: $languageId) {\n    session {\n      language {\n        id\n        locale\n      }\n    }\n    userErrors {\n      message\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;