import type { Locale, PropertyGroupRecord, PropertyOptionRecord } from '../records.js';
import { translate } from '../translate.js';

export type PropertyGroupDoc = ReturnType<typeof presentPropertyGroup>;
export type PropertyOptionDoc = ReturnType<typeof presentPropertyOption>;

/** A property group without its options (as an option's `group` association carries it). */
export function presentPropertyGroup(group: PropertyGroupRecord, locale: Locale) {
  const translated = translate(group.translations, locale);
  return {
    id: group.id,
    name: translated.name,
    description: translated.description || null,
    displayType: group.displayType,
    sortingType: group.sortingType,
    filterable: group.filterable,
    visibleOnProductDetailPage: group.visibleOnProductDetailPage,
    position: group.position,
    customFields: null,
    createdAt: '2000-01-01T00:00:00.000+00:00',
    translated: {
      name: translated.name,
      description: translated.description || null,
      position: group.position,
      customFields: {},
    },
    apiAlias: 'property_group',
  };
}

export function presentPropertyOption(option: PropertyOptionRecord, locale: Locale, group: PropertyGroupDoc) {
  const translated = translate(option.translations, locale);
  return {
    id: option.id,
    groupId: option.groupId,
    name: translated.name,
    // Required by the official schema's PropertyGroupOption (a contract quirk, see schema-notes.md).
    option: translated.name,
    position: option.position,
    colorHexCode: option.colorHexCode,
    mediaId: null,
    media: null,
    group,
    customFields: null,
    createdAt: '2000-01-01T00:00:00.000+00:00',
    translated: { name: translated.name, position: option.position, customFields: {} },
    apiAlias: 'property_group_option',
  };
}
