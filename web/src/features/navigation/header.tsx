import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Logo } from '../../components/logo';
import { RegionBoundary } from '../../components/region-boundary';
import { HeaderActions } from './header-actions';
import { TopNavigation } from './top-navigation';
import { useMainNavigation } from './use-main-navigation';

/** The header: logo to /, the top navigation (desktop), and the icons. */
export function Header() {
  const { t } = useTranslation();
  const { entries } = useMainNavigation();
  return (
    <header className="sticky top-0 z-30 border-b border-neutral-200 bg-white">
      <div className="shop-container flex min-h-16 items-center gap-6">
        <Link to="/" aria-label={t('shop.homeLink')} className="shrink-0 py-2">
          <Logo />
        </Link>
        <div className="hidden min-w-0 flex-1 lg:block">
          <RegionBoundary fallback={null}>
            <TopNavigation entries={entries} />
          </RegionBoundary>
        </div>
        <div className="ml-auto">
          <HeaderActions />
        </div>
      </div>
    </header>
  );
}
