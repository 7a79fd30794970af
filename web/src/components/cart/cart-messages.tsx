import type { CartView } from './cart-types';

const LEVEL_CLASSES = {
  ERROR: 'border-red-300 bg-red-50 text-red-900',
  WARNING: 'border-amber-300 bg-amber-50 text-amber-900',
  NOTICE: 'border-neutral-300 bg-neutral-50 text-neutral-800',
} as const;

/** What the cart's last calculation reported (stock, quantities), promotion messages left out. */
export function CartMessages({ cart }: { cart: CartView }) {
  const messages = cart.messages.filter((message) => !message.key.startsWith('promotion'));
  if (messages.length === 0) return null;
  return (
    <ul className="mb-4 flex flex-col gap-2" aria-label="cart-messages">
      {messages.map((message) => (
        <li
          key={`${message.key}-${message.message}`}
          role={message.level === 'ERROR' ? 'alert' : 'status'}
          className={`rounded-sm border px-3 py-2 text-sm ${LEVEL_CLASSES[message.level]}`}
        >
          {message.message}
        </li>
      ))}
    </ul>
  );
}
