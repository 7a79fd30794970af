import { baseSize, thumbnailSizes } from '../../media/media-sizes.js';
import type { MediaRecord } from '../records.js';
import { stableId } from '../ids.js';

export type MediaDoc = ReturnType<typeof presentMedia>;

/** URLs of the original and of a thumbnail, as the emulator's media routes serve them. */
export const mediaPath = (media: MediaRecord): string => `media/${media.id}/${media.fileName}.webp`;
export const thumbnailPath = (media: MediaRecord, width: number, height: number): string =>
  `thumbnail/${media.id}/${media.fileName}_${width}x${height}.webp`;

export function presentMedia(media: MediaRecord, publicUrl: string) {
  const { width, height } = baseSize(media.art.kind);
  const path = mediaPath(media);
  return {
    id: media.id,
    mediaFolderId: null,
    mimeType: 'image/webp',
    fileExtension: 'webp',
    fileName: media.fileName,
    fileSize: null,
    title: media.art.label,
    alt: media.art.alt,
    metaData: { width, height, type: 'image/webp' },
    config: null,
    path,
    url: `${publicUrl}/${path}`,
    hasFile: true,
    private: false,
    uploadedAt: media.createdAt,
    createdAt: media.createdAt,
    updatedAt: null,
    customFields: null,
    translated: { alt: media.art.alt, title: media.art.label, customFields: {} },
    thumbnails: thumbnailSizes(media.art.kind).map((size) => ({
      id: stableId('media_thumbnail', `${media.id}:${size.width}`),
      mediaId: media.id,
      width: size.width,
      height: size.height,
      path: thumbnailPath(media, size.width, size.height),
      url: `${publicUrl}/${thumbnailPath(media, size.width, size.height)}`,
      customFields: null,
      apiAlias: 'media_thumbnail',
    })),
    apiAlias: 'media',
  };
}
