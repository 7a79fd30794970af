import type { GatewayTextKey } from '../../i18n/texts.js';
import { NotificationType, type Notification } from '../shared/notification.type.js';

/** A success toast. */
export const success = (message: string): Notification => ({ type: NotificationType.SUCCESS, message });

/** The account's notifications (docs/behaviour/messages.md) and its own refusals. */
export const accountMessages = {
  registered: 'account:registered',
  registeredConfirmEmail: 'account:registeredConfirmEmail',
  loggedOut: 'account:loggedOut',
  addedToWishlist: 'account:addedToWishlist',
  confirmationLinkInvalid: 'account:confirmationLinkInvalid',
} as const satisfies Record<string, GatewayTextKey>;
