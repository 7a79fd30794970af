import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '../../components/responsive-image';
import type { ResponsiveImageFragment } from '../../gql/graphql';

/** The cover and the gallery (by position): the large image is the page's LCP image (eager, high priority). */
export function ProductGallery({
  cover,
  images,
  name,
}: {
  cover?: ResponsiveImageFragment | null;
  images: ResponsiveImageFragment[];
  name: string;
}) {
  const { t } = useTranslation();
  const all = [...(cover ? [cover] : []), ...images.filter((image) => image.url !== cover?.url)];
  const [index, setIndex] = useState(0);
  const current = all[index] ?? all[0];
  return (
    <div className="flex flex-col gap-3">
      <div className="flex aspect-[7/8] max-h-[640px] items-center justify-center bg-neutral-50 p-4">
        {current && (
          <ResponsiveImage
            key={current.url}
            image={current}
            alt={current.alt ?? name}
            width={560}
            height={640}
            sizes="(min-width: 768px) 45vw, 90vw"
            eager={index === 0}
            className="max-h-full w-auto object-contain"
          />
        )}
      </div>
      {all.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto p-1" aria-label={t('productDetail.gallery')}>
          {all.map((image, position) => (
            <li key={image.url}>
              <button
                type="button"
                onClick={() => setIndex(position)}
                aria-label={t('productDetail.showImage', { number: position + 1 })}
                aria-current={position === index}
                className={`flex h-20 w-20 items-center justify-center bg-neutral-50 p-1 ${position === index ? 'ring-2 ring-primary' : 'ring-1 ring-neutral-200'}`}
              >
                <ResponsiveImage
                  image={image}
                  width={70}
                  height={80}
                  sizes="80px"
                  className="max-h-full w-auto object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
