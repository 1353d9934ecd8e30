import { z } from 'zod';
import { EmailSchema } from './auth.schemas.js';

/** POST /api/co-hosts/invitations. */
export const InviteCoHostSchema = z.object({ email: EmailSchema });
export const CoHostParamsSchema = z.object({ userId: z.string().max(64) });
export const InvitationParamsSchema = z.object({ id: z.string().max(64) });
export const InvitationTokenParamsSchema = z.object({ token: z.string().max(128) });
/** PUT /api/pages/current: the page the dashboard works on. */
export const CurrentPageSchema = z.object({ profileId: z.string().max(64) });

export type HostRole = 'owner' | 'co-host';

export interface PageHost {
  userId: string;
  name: string;
  email: string;
  role: HostRole;
  /** When they became a host (the owner: when the page was made). */
  since: string;
  /**
   * A co-host who was handed the listen links (the list or the book): removing them renews the links, so printed
   * QR codes stop working (docs/decisions/067). Always false for the owner.
   */
  hasListenLinks: boolean;
}

export interface PendingInvitation {
  id: string;
  email: string;
  createdAt: string;
  expiresAt: string;
}

/** GET /api/co-hosts: the page's hosts, and (for its owner) the invitations not yet accepted. */
export interface CoHostsOverview {
  role: HostRole;
  hosts: PageHost[];
  invitations: PendingInvitation[];
}

/** GET /api/co-host-invitations/{token}: what the invitation page shows before anyone signs in. */
export interface InvitationInfo {
  displayName: string;
  username: string;
  invitedBy: string;
  email: string;
  status: 'open' | 'expired' | 'used';
}

/** GET /api/pages: every page the account hosts, for the dashboard's switcher. */
export interface HostedPageSummary {
  profileId: string;
  username: string;
  displayName: string;
  role: HostRole;
  current: boolean;
}
