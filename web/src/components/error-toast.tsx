// spec 000 §8 "Generic handler": unless the request was cancelled, show a persistent error toast
// "Oops...something went wrong" with the apology text.
import { toast } from '../lib/toast';
import { GENERIC_ERROR_BODY as GENERIC_ERROR_TEXT, GENERIC_ERROR_TITLE } from '@ullage/domain/messages';
import { reportException } from '../lib/report-exception';

function isCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Reports an unexpected failure to the user, and to the server (spec 001 §7 Public/Log/Exception). */
export function showGenericErrorToast(error: unknown): void {
  if (isCancelled(error)) return;
  console.error(error);
  reportException(error);
  toast.error(
    <div>
      <strong>{GENERIC_ERROR_TITLE}</strong>
      <p>{GENERIC_ERROR_TEXT}</p>
    </div>,
    // One at a time: a burst of failures should not stack identical apologies.
    { autoClose: false, toastId: 'generic-error' },
  );
}
