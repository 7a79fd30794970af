import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CartIcon, CloseIcon, HomeIcon, MenuIcon, MoreIcon, UserIcon } from '../../components/icons';
import { useOverlays } from '../../lib/overlays';
import { useSession } from '../../lib/session/use-session';

const ITEM =
  'relative flex flex-1 flex-col items-center justify-center gap-0.5 py-1.5 text-[0.7rem] text-neutral-700 aria-expanded:text-primary hover:text-primary';

function Item({
  icon,
  label,
  onClick,
  expanded,
  badge,
}: {
  icon: ReactNode;
  label: string;
  onClick: () => void;
  expanded?: boolean;
  badge?: number;
}) {
  return (
    <li className="flex flex-1">
      <button type="button" className={ITEM} onClick={onClick} aria-expanded={expanded}>
        {icon}
        {!!badge && (
          <span
            aria-hidden="true"
            className="absolute top-0.5 left-1/2 ml-2 min-w-4 rounded-full bg-primary px-1 text-center text-[0.65rem] leading-4 font-bold text-white"
          >
            {badge}
          </span>
        )}
        <span>{label}</span>
      </button>
    </li>
  );
}

/** The bottom navigation under 1024 px: Home, Menu, account, More, Cart (Close while the side cart is open). */
export function BottomBar() {
  const { t } = useTranslation();
  const { open, toggle } = useOverlays();
  const { session } = useSession();
  const cartOpen = open === 'side-cart';
  return (
    <nav
      aria-label={t('bottomBar.label')}
      className="fixed inset-x-0 bottom-0 z-[45] border-t border-neutral-200 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden"
    >
      <ul className="flex">
        <li className="flex flex-1">
          <Link to="/" className={ITEM}>
            <HomeIcon />
            <span>{t('bottomBar.home')}</span>
          </Link>
        </li>
        <Item
          icon={<MenuIcon />}
          label={t('bottomBar.menu')}
          onClick={() => toggle('mobile-menu')}
          expanded={open === 'mobile-menu'}
        />
        <Item
          icon={<UserIcon />}
          label={t('bottomBar.account')}
          onClick={() => toggle('mobile-account')}
          expanded={open === 'mobile-account'}
        />
        <Item
          icon={<MoreIcon />}
          label={t('bottomBar.more')}
          onClick={() => toggle('mobile-more')}
          expanded={open === 'mobile-more'}
        />
        <Item
          icon={cartOpen ? <CloseIcon /> : <CartIcon />}
          label={cartOpen ? t('bottomBar.close') : t('bottomBar.cart')}
          onClick={() => toggle('side-cart')}
          expanded={cartOpen}
          badge={cartOpen ? 0 : (session?.cartItemCount ?? 0)}
        />
      </ul>
    </nav>
  );
}
