// spec 000 §4: "the last selected folder is restored if it still exists"; spec 000 §8: when it no
// longer exists, fall back to the base folder (console warning only).
import { apiFetch, isApiError } from '../../../lib/api-client';

/** True when the folder still exists within the caller's reach. */
export async function folderExists(uid: number): Promise<boolean> {
  try {
    // Only whether it answers matters, not the folder: no schema to load (ADR 073).
    await apiFetch(`Folder/${uid}`);
    return true;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 403)) return false;
    throw error;
  }
}
