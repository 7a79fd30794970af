import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../lib/notifications';

/** Online/offline (spec §4): an error notice 'Offline mode', an info notice 'Online mode'; returns the state. */
export function useConnectivity(): boolean {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  useEffect(() => {
    const offline = () => {
      setOnline(false);
      notify(t('notifications.offline'), 'error');
    };
    const back = () => {
      setOnline(true);
      notify(t('notifications.online'), 'info');
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', back);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', back);
    };
  }, [notify, t]);
  return online;
}
