import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../lib/notifications';

/** Calls `changed(online)` whenever the browser goes offline or comes back online. */
function useConnectionChanges(changed: (online: boolean) => void): void {
  useEffect(() => {
    const offline = () => changed(false);
    const online = () => changed(true);
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [changed]);
}

/** Whether the browser is online: the default layout's offline strip. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  useConnectionChanges(setOnline);
  return online;
}

/** Online/offline (docs/behaviour/states.md), in every layout: an error notice 'Offline mode', an info notice 'Online mode'. */
export function useConnectivityNotices(): void {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const changed = useCallback(
    (online: boolean) =>
      online ? notify(t('notifications.online'), 'info') : notify(t('notifications.offline'), 'error'),
    [notify, t],
  );
  useConnectionChanges(changed);
}
