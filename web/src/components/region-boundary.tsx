import { Component, type ErrorInfo, type ReactNode } from 'react';

interface RegionBoundaryProps {
  /** What stands in for the region when it fails (e.g. the header without its navigation). */
  fallback: ReactNode;
  children: ReactNode;
}

/** An error boundary per region: a failing footer or header never takes the page down. */
export class RegionBoundary extends Component<RegionBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A region of the page failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
