import type { Language } from './i18n/languages.js';
import type { ProfileSuspension, PublicProfile } from './profile.types.js';

/** The admin user (docs/product-spec.md, section 3). Times are ISO strings. */
export interface AdminUser {
  id: string;
  username: string;
  email: string | null;
  isSuperAdmin: boolean;
  isActive: boolean;
  lastLogin: string | null;
  createdAt: string;
  updatedAt: string;
  /** The admin's language for the admin area (docs/decisions/056); null follows the browser. */
  language: Language | null;
}

export interface AdminUserStats {
  voiceMessages: number;
  emailSubscribers: number;
  pageViews: number;
  voiceReplies: number;
}

/** A creator as the master admin sees them (docs/product-spec.md, section 3, "User ... The admin view has"). */
export interface AdminUserView {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  createdAt: string;
  authProvider: 'local' | 'google' | 'github';
  isEmailVerified: boolean;
  googleId: string | null;
  githubId: string | null;
  /** The creator profile without the gallery password and QR payload, or null; with the admins' suspension. */
  profile: (PublicProfile & { userId: string; suspension: ProfileSuspension | null }) | null;
  stats: AdminUserStats;
}

export interface AdminVoiceMessage {
  id: string;
  senderName: string | null;
  senderEmail: string;
  createdAt: string;
  /** The recording as the guest's browser made it. */
  audioFilePath: string;
  /** The server-made copy every browser plays and seeks; null until made. The admin's player prefers it. */
  playablePath: string | null;
  /** The prompt question the guest answered; null when none was on their screen (docs/decisions/051). */
  prompt: string | null;
  /** The guest's photo with the message ('/objects/message-photo/…', shown through /admin-api); null when none. */
  photoPath: string | null;
}

export interface AdminUserDetail extends AdminUserView {
  voiceMessages: AdminVoiceMessage[];
  /** The co-hosts of this user's page (docs/decisions/053). */
  coHosts: { userId: string; name: string; email: string; since: string }[];
  /** The other users' pages this user co-hosts. */
  coHostOf: { userId: string; username: string; displayName: string; since: string }[];
}

export interface AdminDashboardStats {
  totalUsers: number;
  totalVoiceMessages: number;
  totalEmailSubscribers: number;
  totalPageViews: number;
}

export type AuditAction = 'admin.login' | 'admin.logout' | 'user.status' | 'user.username' | 'user.password' | 'user.delete';

export interface AuditEntry {
  id: string;
  adminUserId: string | null;
  adminUsername: string | null;
  action: AuditAction;
  targetUserId: string | null;
  detail: Record<string, unknown>;
  createdAt: string;
}
