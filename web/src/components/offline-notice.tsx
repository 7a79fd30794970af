import { useTranslation } from 'react-i18next';

/** The strip shown while the browser is offline (the shell still works from the service worker's cache). */
export function OfflineNotice({ online }: { online: boolean }) {
  const { t } = useTranslation();
  if (online) return null;
  return <p className="bg-secondary px-4 py-1.5 text-center text-sm text-white">{t('offline.banner')}</p>;
}
