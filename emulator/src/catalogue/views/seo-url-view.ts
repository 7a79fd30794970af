import { stableId } from '../ids.js';

export type SeoRoute = 'frontend.navigation.page' | 'frontend.detail.page' | 'frontend.landing.page';
export type SeoUrlDoc = ReturnType<typeof presentSeoUrl>;

const technicalPrefix: Record<SeoRoute, string> = {
  'frontend.navigation.page': '/navigation/',
  'frontend.detail.page': '/detail/',
  'frontend.landing.page': '/landingPage/',
};

export function presentSeoUrl(
  routeName: SeoRoute,
  foreignKey: string,
  seoPathInfo: string,
  salesChannelId: string,
  languageId: string,
  storefrontUrl: string,
) {
  return {
    id: stableId('seo_url', `${languageId}:${routeName}:${foreignKey}`),
    salesChannelId,
    languageId,
    foreignKey,
    routeName,
    pathInfo: `${technicalPrefix[routeName]}${foreignKey}`,
    seoPathInfo,
    isCanonical: true,
    isModified: false,
    isDeleted: false,
    url: `${storefrontUrl}/${seoPathInfo}`,
    customFields: null,
    createdAt: '2000-01-01T00:00:00.000+00:00',
    apiAlias: 'seo_url',
  };
}
