import { useParams } from 'react-router';
import { PublicProfileScreen } from './public-profile-screen.js';

/**
 * /{username} inside the app, reached by a client-side navigation. A page load of /{username} gets the lighter
 * guest entry instead (public-main.tsx), with the same screen.
 */
export function PublicProfileRoute() {
  const { username = '' } = useParams();
  return <PublicProfileScreen username={username} />;
}
