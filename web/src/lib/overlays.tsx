import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** The overlays of the default layout (docs/behaviour/states.md): only one is open at a time. */
export type Overlay = 'side-cart' | 'login' | 'search' | 'mobile-menu' | 'mobile-account' | 'mobile-more' | null;

interface OverlaysApi {
  open: Overlay;
  show(overlay: Exclude<Overlay, null>): void;
  toggle(overlay: Exclude<Overlay, null>): void;
  close(): void;
}

const OverlaysContext = createContext<OverlaysApi | null>(null);

export function OverlaysProvider({ children, initial = null }: { children: ReactNode; initial?: Overlay }) {
  const [open, setOpen] = useState<Overlay>(initial);
  const show = useCallback((overlay: Exclude<Overlay, null>) => setOpen(overlay), []);
  const toggle = useCallback(
    (overlay: Exclude<Overlay, null>) => setOpen((current) => (current === overlay ? null : overlay)),
    [],
  );
  const close = useCallback(() => setOpen(null), []);
  const api = useMemo(() => ({ open, show, toggle, close }), [open, show, toggle, close]);
  return <OverlaysContext.Provider value={api}>{children}</OverlaysContext.Provider>;
}

export function useOverlays(): OverlaysApi {
  const api = useContext(OverlaysContext);
  if (!api) throw new Error('useOverlays outside OverlaysProvider');
  return api;
}
