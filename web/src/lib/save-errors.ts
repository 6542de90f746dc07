// spec 001 §5 "Server result handling: status 400 with an errors map yields the first message per
// field"; spec 001 §8 "Save failures (any status other than 200) show the message 'Unknown error'"
// under their titles ('Error saving Device', 'Error saving Folder', ...).
import { firstMessages } from '@ullage/domain/save-rules';
import { UNKNOWN_ERROR } from '@ullage/domain/messages';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { toast } from './toast';
import { isApiError } from './api-client';

export interface SaveFailure {
  title: string;
  /** Messages for fields the form does not show (or UNKNOWN_ERROR when there are none). */
  messages: string[];
}

/**
 * Puts a failed save's field messages on the form's fields and returns what is left to show under
 * the save failure's title: the messages of fields the form has no input for, or 'Unknown error'.
 */
export function applySaveError<T extends FieldValues>(
  error: unknown,
  title: string,
  setError: UseFormSetError<T>,
  hasField: (path: string) => boolean,
): SaveFailure {
  if (!isApiError(error) || error.status !== 400) return { title, messages: [UNKNOWN_ERROR] };
  // A 400 without a field map (messages.ts ASSET_IN_FOLDER_WITH_FOLDERS) says why itself.
  if (!error.errors || Object.keys(error.errors).length === 0) return { title, messages: [error.message || UNKNOWN_ERROR] };
  const first = firstMessages(Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, [...v]])));
  const rest: string[] = [];
  for (const [field, message] of Object.entries(first)) {
    if (hasField(field)) setError(field as FieldPath<T>, { type: 'server', message }, { shouldFocus: false });
    else rest.push(message);
  }
  return { title, messages: rest };
}

/** The server's word on a failed write (its message on a 4xx), else 'Unknown error' (spec 000 §8). */
export function saveFailureMessage(error: unknown): string {
  if (!isApiError(error) || error.status >= 500) return UNKNOWN_ERROR;
  const body = error.body as { message?: unknown } | undefined;
  return typeof body?.message === 'string' && body.message.length > 0 ? body.message : UNKNOWN_ERROR;
}

/** spec 000 §8: a failed save's toast, titled ('Error saving User') with the server's message. */
export function toastSaveFailure(title: string, error: unknown): void {
  toast.error(`${title}: ${saveFailureMessage(error)}`);
}

/** A failed write in one line: the first field message of a 400 (the spec's wording), else the
 * server's message, else 'Unknown error' (spec 000 §8). */
export function saveFailureDetail(error: unknown): string {
  if (isApiError(error) && error.status === 400 && error.errors) {
    const first = Object.values(error.errors).flat()[0];
    if (first) return first;
  }
  return saveFailureMessage(error);
}
