import type { CategoryRecord, Locale } from '../records.js';
import { stableId } from '../ids.js';
import { translate } from '../translate.js';
import type { MediaDoc } from './media-view.js';
import type { SeoUrlDoc } from './seo-url-view.js';

export interface CategoryDoc {
  id: string;
  parentId: string | null;
  name: string;
  breadcrumb: string[];
  path: string | null;
  level: number;
  type: CategoryRecord['type'];
  childCount: number;
  children: CategoryDoc[];
  seoUrls: SeoUrlDoc[];
  media: MediaDoc | null;
  [field: string]: unknown;
}

/**
 * The category's layout, as Shopware's default layouts assign them: a product listing for pages
 * that list products, a plain content page otherwise. Sections are not emulated (the storefront
 * renders its own pages), so they are empty.
 */
function cmsLayoutOf(record: CategoryRecord) {
  if (record.type !== 'page' && record.parentId !== null) return { cmsPageId: null, cmsPage: null };
  const type = record.productListing ? 'product_list' : 'page';
  const id = stableId('cms_page', type);
  return {
    cmsPageId: id,
    cmsPage: {
      id,
      type,
      name: type === 'product_list' ? 'Standard-Kategorie-Layout' : 'Standard-Inhaltsseite',
      sections: [],
      apiAlias: 'cms_page',
    },
  };
}

export function presentCategory(
  record: CategoryRecord,
  locale: Locale,
  related: { ancestors: CategoryRecord[]; childCount: number; media: MediaDoc | null; seoUrls: SeoUrlDoc[] },
): CategoryDoc {
  const translated = translate(record.translations, locale);
  const breadcrumb = [...related.ancestors, record].map((category) => translate(category.translations, locale).name);
  const isLink = record.type === 'link';
  return {
    id: record.id,
    versionId: '0fa91ce3e96a4bc2be4bd9ce752c3425',
    parentId: record.parentId,
    parentVersionId: record.parentId ? '0fa91ce3e96a4bc2be4bd9ce752c3425' : null,
    afterCategoryId: null,
    mediaId: record.mediaId,
    name: translated.name,
    breadcrumb,
    path: related.ancestors.length ? `|${related.ancestors.map((category) => category.id).join('|')}|` : null,
    level: record.level,
    active: true,
    visible: true,
    childCount: related.childCount,
    displayNestedProducts: true,
    type: record.type,
    productAssignmentType: 'product',
    linkType: record.linkType,
    linkNewTab: isLink,
    internalLink: null,
    externalLink: record.externalLink,
    description: translated.description || null,
    metaTitle: translated.metaTitle || null,
    metaDescription: translated.metaDescription || null,
    keywords: null,
    ...cmsLayoutOf(record),
    media: related.media,
    seoUrls: related.seoUrls,
    children: [],
    customFields: null,
    createdAt: record.createdAt,
    updatedAt: null,
    translated: {
      name: translated.name,
      breadcrumb,
      description: translated.description || null,
      metaTitle: translated.metaTitle || null,
      metaDescription: translated.metaDescription || null,
      keywords: null,
      linkType: record.linkType,
      internalLink: null,
      externalLink: record.externalLink,
      linkNewTab: isLink,
      customFields: {},
    },
    apiAlias: 'category',
  };
}
