import { useHostTimeZone } from '../hooks/use-host-time-zone.js';

/** For screens that show nothing of the notification settings (the dashboard): keeps the host's zone up to date. */
export function HostTimeZone() {
  useHostTimeZone();
  return null;
}
