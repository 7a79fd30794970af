import { HomeLink } from '../../components/logo';
import { RegionBoundary } from '../../components/region-boundary';
import { HeaderActions } from './header-actions';
import { TopNavigation } from './top-navigation';
import { useMainNavigation } from '../../components/navigation/use-main-navigation';

/** The header: logo to /, the top navigation (desktop), and the icons. */
export function Header() {
  const { entries } = useMainNavigation();
  return (
    <header className="sticky top-0 z-30 border-b border-neutral-200 bg-white">
      <div className="shop-container flex min-h-16 items-center gap-6">
        <HomeLink className="shrink-0 py-2" />
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
