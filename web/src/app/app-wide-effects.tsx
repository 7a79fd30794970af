import { useConnectivityNotices } from './use-connectivity';
import { useTabVisible } from './use-tab-visible';

/** What every layout (the default one and the checkout's) gets once: online/offline notices, the tab-visible refresh. */
export function AppWideEffects() {
  useConnectivityNotices();
  useTabVisible();
  return null;
}
