import { Component, type ErrorInfo, type ReactNode } from 'react';

/**
 * Catches a part of the page that failed to load (a lazy chunk while offline) and shows `fallback` in its place, with
 * a way to try again; the rest of the page stays. The app's root ErrorBoundary is for everything else.
 */
export class LoadBoundary extends Component<{ children: ReactNode; fallback: (retry: () => void) => ReactNode; onRetry?: () => void }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('A part of the page could not load', error, info.componentStack);
  }

  private retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
