import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CategoryLink } from '../../components/category-link';
import { ChevronDownIcon } from '../../components/icons';
import { countEntriesThatFit, INITIAL_VISIBLE_ENTRIES } from './fit-entries';
import { MegaMenu } from './mega-menu';
import type { MainEntry } from '../../components/navigation/use-main-navigation';

const ITEM =
  'flex items-center gap-1 whitespace-nowrap px-3 py-7 text-[0.95rem] font-medium text-neutral-800 hover:text-primary';
const MORE_ID = '__more';

/** A category with children opens a mega menu; a link to another site does not. */
const hasMegaMenu = (entry: MainEntry) => entry.children.length > 0 && !entry.opensInNewTab;

/**
 * The header's categories: as many as fit (5 before the first measurement, then recomputed
 * whenever the space changes), the rest under 'More'. Hover or keyboard focus opens a category's
 * mega menu; Escape closes it. While a mega menu is open the page dims (the mega menu overlay).
 */
export function TopNavigation({ entries }: { entries: MainEntry[] }) {
  const { t } = useTranslation();
  const [visibleCount, setVisibleCount] = useState(INITIAL_VISIBLE_ENTRIES);
  const [openId, setOpenId] = useState<string | null>(null);
  // 'More' opened by the pointer resting on it stays open when it is then clicked (the click pins it).
  const moreOpenedByHover = useRef(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);

  // Measured when the browser lays the header out anyway (the observer's first report follows the
  // layout after the page is taken over), not by forcing a layout while React commits; under
  // 1024 px the navigation is not shown and nothing is measured.
  useEffect(() => {
    const container = containerRef.current;
    const measure = measureRef.current;
    if (!container || !measure || typeof ResizeObserver === 'undefined') return;
    const recompute = () => {
      if (container.clientWidth === 0) return;
      const widths = Array.from(measure.children, (item) => item.getBoundingClientRect().width);
      const moreWidth = widths.pop() ?? 0;
      setVisibleCount(countEntriesThatFit(widths, container.clientWidth, moreWidth));
    };
    const observer = new ResizeObserver(recompute);
    observer.observe(container);
    observer.observe(measure); // web fonts arriving change the entries' widths
    return () => observer.disconnect();
  }, [entries]);

  const visible = entries.slice(0, visibleCount);
  const hidden = entries.slice(visibleCount);
  const close = () => setOpenId(null);
  const toggleMore = () => {
    const pinning = moreOpenedByHover.current;
    moreOpenedByHover.current = false;
    if (!pinning) setOpenId((current) => (current === MORE_ID ? null : MORE_ID));
  };
  const closeOnLeave = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };

  const megaMenuOpen = visible.some((entry) => entry.id === openId && hasMegaMenu(entry));

  return (
    <>
      <nav aria-label={t('header.mainNavigation')} className="min-w-0 flex-1" onMouseLeave={close}>
        <div ref={containerRef} className="min-w-0">
          {/* Every entry, invisible, to measure what fits. */}
          <div className="relative h-0 overflow-hidden">
            <ul ref={measureRef} aria-hidden="true" className="invisible absolute top-0 left-0 flex" inert>
              {entries.map((entry) => (
                <li key={entry.id} className={ITEM}>
                  {entry.name}
                  {hasMegaMenu(entry) && <ChevronDownIcon width={14} height={14} />}
                </li>
              ))}
              <li className={ITEM}>
                {t('header.more')}
                <ChevronDownIcon width={14} height={14} />
              </li>
            </ul>
          </div>
          <ul className="flex">
            {visible.map((entry) => {
              const hasMenu = hasMegaMenu(entry);
              return (
                <li
                  key={entry.id}
                  onMouseEnter={() => setOpenId(hasMenu ? entry.id : null)}
                  onFocus={() => setOpenId(hasMenu ? entry.id : null)}
                  onBlur={closeOnLeave}
                  onKeyDown={keys}
                >
                  <CategoryLink
                    entry={entry}
                    onClick={close}
                    className={`${ITEM} ${openId === entry.id ? 'text-primary' : ''}`}
                  >
                    {entry.name}
                    {hasMenu && <ChevronDownIcon width={14} height={14} />}
                  </CategoryLink>
                  {hasMenu && openId === entry.id && (
                    <MegaMenu entry={entry} id={`mega-${entry.id}`} onNavigate={close} />
                  )}
                </li>
              );
            })}
            {hidden.length > 0 && (
              <li
                className="relative"
                onMouseEnter={() => {
                  moreOpenedByHover.current = openId !== MORE_ID;
                  setOpenId(MORE_ID);
                }}
                onBlur={closeOnLeave}
                onKeyDown={keys}
              >
                <button
                  type="button"
                  aria-expanded={openId === MORE_ID}
                  aria-controls="top-navigation-more"
                  onClick={toggleMore}
                  className={ITEM}
                >
                  {t('header.more')}
                  <ChevronDownIcon width={14} height={14} />
                </button>
                {openId === MORE_ID && (
                  <ul
                    id="top-navigation-more"
                    className="absolute top-full right-0 z-40 min-w-56 border border-neutral-200 bg-white py-2 shadow-lg"
                  >
                    {hidden.map((entry) => (
                      <li key={entry.id}>
                        <CategoryLink
                          entry={entry}
                          onClick={close}
                          className="block px-4 py-2 hover:bg-neutral-100 hover:text-primary"
                        >
                          {entry.name}
                        </CategoryLink>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            )}
          </ul>
        </div>
      </nav>
      {megaMenuOpen && <MegaMenuBackdrop onClick={close} />}
    </>
  );
}

/**
 * Dims the page under an open mega menu: fixed, so nothing moves, and just below the header's z-30
 * (which keeps the header and its menu bright). Rendered into <body>, outside the header's stacking
 * context; outside the <nav> in React's tree too, so that the pointer moving onto it leaves the nav.
 */
function MegaMenuBackdrop({ onClick }: { onClick: () => void }) {
  return createPortal(
    <div
      data-testid="mega-menu-backdrop"
      className="fixed inset-0 z-[29] bg-black/40"
      onClick={onClick}
      aria-hidden="true"
    />,
    document.body,
  );
}
