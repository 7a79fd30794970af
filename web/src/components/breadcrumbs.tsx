import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ChevronRightIcon } from './icons';

export interface BreadcrumbItem {
  name: string;
  path: string;
}

/** The way from the home page to the current page; the last entry is the page itself. */
export function Breadcrumbs({ items }: { items: BreadcrumbItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('breadcrumb.label')} className="mb-4 text-sm text-secondary">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to="/" className="hover:text-primary hover:underline">
            {t('breadcrumb.home')}
          </Link>
        </li>
        {items.map((item, index) => (
          <li key={item.path} className="flex items-center gap-1">
            <ChevronRightIcon width={14} height={14} />
            {index === items.length - 1 ? (
              <span aria-current="page" className="text-neutral-900">
                {item.name}
              </span>
            ) : (
              <Link to={item.path} className="hover:text-primary hover:underline">
                {item.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
