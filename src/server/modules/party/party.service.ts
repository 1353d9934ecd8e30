import { randomBytes } from 'node:crypto';
import type { PartyScreenState, PartyScreenSwitches } from '../../../shared/party.schemas.js';
import { fromBool, toBool } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { isPasswordOn } from '../gallery/gallery-access.js';
import { requireOwnProfileRow } from '../profiles/profiles.service.js';
import type { ProfileRow } from '../profiles/profiles.table.js';
import { deletePartyScreen, findPartyScreen, insertPartyScreenIfAbsent, updatePartyScreen } from './party.repository.js';
import type { PartyScreenRow } from './party.table.js';

/**
 * The owner's party screen (docs/decisions/081): switched on, its address rotated, its photos and names switched, or
 * switched off. Every call here is the page owner's (the routes' guard): the screen puts guests' names on a wall.
 */

/** A new screen secret: 256 random bits, 43 characters of base64url. */
const newPartySecret = () => randomBytes(32).toString('base64url');

export const partyScreenUrl = (deps: Pick<AppDeps, 'config'>, secret: string) => `${deps.config.publicUrl}/party/${secret}`;

function stateOf(deps: AppDeps, profile: ProfileRow, screen: PartyScreenRow | undefined): PartyScreenState {
  return {
    enabled: screen !== undefined,
    url: screen ? partyScreenUrl(deps, screen.secret) : null,
    showPhotos: screen ? toBool(screen.showPhotos) : true,
    showNames: screen ? toBool(screen.showNames) : true,
    galleryLocked: isPasswordOn(profile),
  };
}

async function ownScreen(deps: AppDeps, userId: string) {
  const profile = await requireOwnProfileRow(deps, userId);
  return { profile, screen: await findPartyScreen(deps.db, profile.id) };
}

/** The screen as the host card shows it (off: no address). */
export async function getPartyScreen(deps: AppDeps, userId: string): Promise<PartyScreenState> {
  const { profile, screen } = await ownScreen(deps, userId);
  return stateOf(deps, profile, screen);
}

/** Switches the screen on, photos and names shown; a screen already on keeps its address and switches. */
export async function turnOnPartyScreen(deps: AppDeps, userId: string): Promise<PartyScreenState> {
  const profile = await requireOwnProfileRow(deps, userId);
  const now = Date.now();
  await insertPartyScreenIfAbsent(deps.db, { profileId: profile.id, secret: newPartySecret(), showPhotos: 1, showNames: 1, createdAt: now, updatedAt: now });
  return stateOf(deps, profile, await findPartyScreen(deps.db, profile.id));
}

/** A screen that is on, or 404 'The party screen is off.' */
async function requireScreenOn(deps: AppDeps, userId: string) {
  const { profile, screen } = await ownScreen(deps, userId);
  if (!screen) throw AppError.refuse(404, 'party_screen_off');
  return { profile, screen };
}

/** A new address: a screen open at the old one answers 404 at its next ask and says it was switched off. */
export async function rotatePartyScreen(deps: AppDeps, userId: string): Promise<PartyScreenState> {
  const { profile } = await requireScreenOn(deps, userId);
  await updatePartyScreen(deps.db, profile.id, { secret: newPartySecret(), updatedAt: Date.now() });
  return stateOf(deps, profile, await findPartyScreen(deps.db, profile.id));
}

export async function switchPartyScreen(deps: AppDeps, userId: string, switches: PartyScreenSwitches): Promise<PartyScreenState> {
  const { profile } = await requireScreenOn(deps, userId);
  await updatePartyScreen(deps.db, profile.id, {
    ...(switches.showPhotos !== undefined ? { showPhotos: fromBool(switches.showPhotos) } : {}),
    ...(switches.showNames !== undefined ? { showNames: fromBool(switches.showNames) } : {}),
    updatedAt: Date.now(),
  });
  return stateOf(deps, profile, await findPartyScreen(deps.db, profile.id));
}

/** Off: the row goes, and with it the address; switching on again makes a new one. */
export async function switchOffPartyScreen(deps: AppDeps, userId: string): Promise<void> {
  const profile = await requireOwnProfileRow(deps, userId);
  await deletePartyScreen(deps.db, profile.id);
}
