import { useTranslation } from 'react-i18next';
import { CategoryLink } from '../../components/category-link';
import { ResponsiveImage } from '../../components/responsive-image';
import type { MainEntry } from '../../components/navigation/use-main-navigation';

/** The panel under the header for a category: its children (with theirs) and its image at 310×250. */
export function MegaMenu({ entry, id, onNavigate }: { entry: MainEntry; id: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <div id={id} className="absolute inset-x-0 top-full z-40 border-t border-neutral-200 bg-white shadow-lg">
      <div className="shop-container flex gap-10 py-8">
        <ul className="grid flex-1 grid-cols-3 content-start gap-x-8 gap-y-6">
          {entry.children.map((child) => (
            <li key={child.id}>
              <CategoryLink
                entry={child}
                onClick={onNavigate}
                className="font-display font-bold text-primary hover:underline"
              >
                {child.name}
              </CategoryLink>
              {child.children.length > 0 && (
                <ul className="mt-2 space-y-1.5 text-sm">
                  {child.children.map((grandchild) => (
                    <li key={grandchild.id}>
                      <CategoryLink
                        entry={grandchild}
                        onClick={onNavigate}
                        className="text-secondary hover:text-primary hover:underline"
                      >
                        {grandchild.name}
                      </CategoryLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
          <li className="col-span-3">
            <CategoryLink entry={entry} onClick={onNavigate} className="text-sm font-medium text-primary underline">
              {t('header.showCategory', { name: entry.name })}
            </CategoryLink>
          </li>
        </ul>
        {entry.media && (
          <ResponsiveImage
            image={entry.media}
            width={310}
            height={250}
            sizes="310px"
            alt={entry.media.alt ?? entry.name}
            className="h-[250px] w-[310px] shrink-0 rounded-sm object-cover"
          />
        )}
      </div>
    </div>
  );
}
