import { useTranslation } from 'react-i18next';
import { useNotifications, type NotificationType } from '../lib/notifications';
import { CloseIcon } from './icons';

const STYLE: Record<NotificationType, string> = {
  success: 'border-green-700 bg-green-50 text-green-900',
  info: 'border-primary bg-sky-50 text-primary',
  warning: 'border-amber-600 bg-amber-50 text-amber-900',
  error: 'border-red-700 bg-red-50 text-red-900',
};

/**
 * The notification stack: right, 18rem wide (at most the screen less its margins), newest at the bottom;
 * below the top bar and the sticky header (8rem down), so that it never covers the header's controls.
 */
export function NotificationStack() {
  const { t } = useTranslation();
  const { notifications, dismiss } = useNotifications();
  return (
    <section
      aria-label={t('notifications.label')}
      className="pointer-events-none fixed top-32 right-4 z-[70] flex w-72 max-w-[calc(100vw-2rem)] flex-col gap-2"
    >
      {notifications.map((notification) => (
        <div
          key={notification.id}
          role={notification.type === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex items-start gap-2 rounded-sm border-l-4 p-3 text-sm shadow-md ${STYLE[notification.type]}`}
        >
          <p className="flex-1">{notification.message}</p>
          <button
            type="button"
            onClick={() => dismiss(notification.id)}
            aria-label={t('notifications.dismiss')}
            className="-m-1 p-1 opacity-70 hover:opacity-100"
          >
            <CloseIcon width={16} height={16} />
          </button>
        </div>
      ))}
    </section>
  );
}
