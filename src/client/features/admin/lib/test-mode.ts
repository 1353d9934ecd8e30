import type { AdminUser } from '../../../../shared/admin.types.js';
import { TEST_ADMIN_ID } from '../../../../shared/limits.js';

/**
 * The client-only test mode (docs/product-spec.md, section 4): a local flag that fakes a super admin so the screens can
 * be looked at. The server grants it nothing; every admin call still answers 401.
 */
const FLAG = 'voxbook.adminTestMode';

export function isTestMode(): boolean {
  try {
    return localStorage.getItem(FLAG) === '1';
  } catch {
    return false;
  }
}

export function setTestMode(on: boolean) {
  try {
    if (on) localStorage.setItem(FLAG, '1');
    else localStorage.removeItem(FLAG);
  } catch {
    // Storage may be blocked (private mode); test mode then simply does not stick.
  }
}

export function testAdmin(): AdminUser {
  const now = new Date().toISOString();
  return { id: TEST_ADMIN_ID, username: 'test-admin', email: null, isSuperAdmin: true, isActive: true, lastLogin: null, createdAt: now, updatedAt: now, language: null };
}
