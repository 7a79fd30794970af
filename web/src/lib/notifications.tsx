import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

export type NotificationType = 'success' | 'info' | 'warning' | 'error';

export interface Notification {
  id: number;
  message: string;
  type: NotificationType;
}

export interface NotifyOptions {
  /** Stays until dismissed (e.g. "check your e-mail"). */
  persistent?: boolean;
  /** Auto-dismiss after this long. */
  timeoutMs?: number;
}

interface NotificationsApi {
  notifications: Notification[];
  notify(message: string, type?: NotificationType, options?: NotifyOptions): number;
  dismiss(id: number): void;
}

export const NOTIFICATION_TIMEOUT_MS = 5000;

const NotificationsContext = createContext<NotificationsApi | null>(null);

/** The notification stack's state: newest last, each dismissed after 5 s unless persistent. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [notifications, setNotifications] = useState<Notification[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setNotifications((list) => list.filter((entry) => entry.id !== id)), []);
  const notify = useCallback(
    (message: string, type: NotificationType = 'info', options: NotifyOptions = {}) => {
      const id = nextId.current++;
      // The same message twice in a row (e.g. offline, online, offline) replaces the older one.
      setNotifications((list) => [...list.filter((entry) => entry.message !== message), { id, message, type }]);
      if (!options.persistent) setTimeout(() => dismiss(id), options.timeoutMs ?? NOTIFICATION_TIMEOUT_MS);
      return id;
    },
    [dismiss],
  );
  const api = useMemo(() => ({ notifications, notify, dismiss }), [notifications, notify, dismiss]);
  return <NotificationsContext.Provider value={api}>{children}</NotificationsContext.Provider>;
}

export function useNotifications(): NotificationsApi {
  const api = useContext(NotificationsContext);
  if (!api) throw new Error('useNotifications outside NotificationsProvider');
  return api;
}
