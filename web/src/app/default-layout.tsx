import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { LanguageSwitch } from '../components/language-switch';
import { NotificationStack } from '../components/notification-stack';
import { OfflineNotice } from '../components/offline-notice';
import { RegionBoundary } from '../components/region-boundary';
import { LoginModal } from '../features/auth/login-modal';
import { SideCart } from '../features/cart/side-cart';
import { CookieBar } from '../features/cookie-bar/cookie-bar';
import { Footer } from '../features/footer/footer';
import { BottomBar } from '../features/navigation/bottom-bar';
import { Header } from '../features/navigation/header';
import { MobileAccountSheet, MobileMenuSheet, MobileMoreSheet } from '../features/navigation/mobile-sheets';
import { TopBar } from '../features/navigation/top-bar';
import { SearchModal } from '../features/search/search-modal';
import { useOverlays } from '../lib/overlays';
import { useLanguageSync } from '../lib/use-switch-locale';
import { PageLoading } from './page-loading';
import { StartedMark } from '../components/started-mark';
import { useOnline } from './use-connectivity';

/**
 * The default layout (docs/behaviour/screens.md): notifications, offline notice, top bar, header, page, side cart,
 * footer, search and login modals, the bottom navigation under 1024 px, the cookie bar. Each region
 * has its own error boundary; every overlay closes when the path changes.
 */
export function DefaultLayout() {
  const { t } = useTranslation();
  const online = useOnline();
  const { pathname } = useLocation();
  const { close } = useOverlays();
  useLanguageSync();
  useEffect(() => close(), [pathname, close]);

  return (
    <div className="mx-auto flex min-h-dvh max-w-boxed flex-col bg-white pb-14 lg:pb-0">
      <a href="#main" className="sr-only z-[80] bg-white p-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        {t('shop.skipToContent')}
      </a>
      <NotificationStack />
      <OfflineNotice online={online} />
      <RegionBoundary fallback={null}>
        <TopBar />
      </RegionBoundary>
      <RegionBoundary fallback={<header className="h-16 border-b border-neutral-200" />}>
        <Header />
      </RegionBoundary>
      <main id="main" className="min-h-dvh flex-1">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
          {/* Hydrated with the page, after header and footer: then the whole page answers clicks. */}
          <StartedMark />
        </Suspense>
      </main>
      <RegionBoundary
        fallback={<footer className="bg-primary py-8 text-center text-white">{t('errors.regionFailed')}</footer>}
      >
        <Footer languageSwitch={<LanguageSwitch tone="dark" />} />
      </RegionBoundary>
      <RegionBoundary fallback={null}>
        <SideCart />
        <SearchModal />
        <LoginModal />
        <BottomBar />
        <MobileMenuSheet />
        <MobileAccountSheet />
        <MobileMoreSheet languageSwitch={<LanguageSwitch />} />
        <CookieBar />
      </RegionBoundary>
    </div>
  );
}
