/** An order's state as Shopware names it, coloured by its technical name. */
const COLOURS: Record<string, string> = {
  open: 'bg-amber-100 text-amber-900',
  in_progress: 'bg-sky-100 text-sky-900',
  completed: 'bg-green-100 text-green-900',
  cancelled: 'bg-neutral-200 text-neutral-700',
};

export function OrderStateBadge({ state }: { state: { technicalName: string; name: string } }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-sm ${COLOURS[state.technicalName] ?? 'bg-neutral-100 text-neutral-800'}`}
    >
      {state.name}
    </span>
  );
}
