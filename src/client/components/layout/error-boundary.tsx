import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useScreenWords } from '../../lib/i18n/screen-words.js';

/**
 * Last line of defence for render errors. The likely one in production is a lazy route chunk that no longer
 * exists after a deploy; a reload fetches the new index.html and its chunks.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return <ErrorScreen />;
  }
}

/**
 * Said in the screen's language inside the app; in English where no language's words are loaded (the app's outer
 * boundary, the guest's page).
 */
const ENGLISH = { failure: 'Something went wrong. Please try again.', reload: 'Reload the page' };

function ErrorScreen() {
  const words = useScreenWords() ?? ENGLISH;
  return (
    <main role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="font-display text-2xl font-semibold">{words.failure}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-full bg-primary px-5 py-2 text-sm font-semibold text-primary-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        {words.reload}
      </button>
    </main>
  );
}
