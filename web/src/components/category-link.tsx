import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface CategoryLinkProps {
  entry: { path: string; opensInNewTab: boolean; type?: string };
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}

/** A navigation entry's link: external links open in a new tab (rel noopener), pages route inside the app. */
export function CategoryLink({ entry, className, children, onClick }: CategoryLinkProps) {
  if (entry.opensInNewTab || /^https?:\/\//.test(entry.path)) {
    return (
      <a href={entry.path} target="_blank" rel="noopener noreferrer" className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link to={entry.path} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
