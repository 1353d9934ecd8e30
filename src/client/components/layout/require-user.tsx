import type { ReactNode } from 'react';
import { useCurrentUser } from '../../lib/api/get-current-user.js';
import { LoginGate } from './login-gate.js';
import { PageLoader } from './page-loader.js';

/** Creator pages: children only for a signed-in user, the page's login prompt for anyone else. */
export function RequireUser({ message, note, children }: { message: string; note?: ReactNode; children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageLoader />;
  if (!user) return <LoginGate message={message} note={note} />;
  return children;
}
