// Every user-facing message of spec 000 §4, §5, §8 and spec 001 §8, character for character, so
// the server's answer and the web's toast say the same words. Field-rule messages of spec 001 §5
// live with their schemas (their generic form is validation.ts's).

// ---- the shell's generic input messages (spec 000 §5) ----

/** spec 000 §5: the shell's generic input messages. */
export const SHELL_INPUT_MESSAGES = {
  required: '* required',
  notANumber: 'Not a Number',
  min: (min: number) => `value must be greater than or equal to ${min}`,
  max: (max: number) => `value must be less than or equal to ${max}`,
  minLength: (n: number) => `value must be at least ${n} characters in length`,
} as const;

// ---- sign-in, session and MFA (spec 000 §2, §4, §8) ----

/** spec 000 §8: any other login 400; the toast stays until closed. */
export const INVALID_CREDENTIALS = 'Invalid Username or Password';
/** spec 000 §4, §8: token refresh non-200 or failure, then logout. */
export const SESSION_EXPIRED = 'Session Expired';
/** spec 000 §2 MFA challenge panel. */
export const MFA_UNRECOGNIZED_DEVICE = "Sorry, but we don't recognize this device. Please let us know that it's you.";
export const SEND_VERIFICATION_CODE = 'Send Verification Code';
export const REMEMBER_THIS_DEVICE = 'Remember this device';
/** spec 000 §8: verification code sent (auto-close 5 s). */
export const VERIFICATION_CODE_SENT_SMS = 'A verification code has been sent to the contact mobile phone number';
export const VERIFICATION_CODE_SENT_EMAIL = 'A verification code has been sent to the contact email address';

/** Ours (spec 000 §8 lists no wording): a wrong or expired passcode keeps the MFA panel open. */
export const INVALID_VERIFICATION_CODE = 'The verification code is not valid or has expired. Check the code, or send a new one.';
/** Ours: the login attempt a code belongs to has ended (expired, or too many wrong codes). */
export const MFA_CHALLENGE_ENDED = 'This sign-in attempt has ended. Log in again to get a new verification code.';
/** Ours: the answers of the rate limits (HTTP 429). */
export const TOO_MANY_LOGIN_ATTEMPTS =
  'Too many unsuccessful sign-in attempts. Wait 15 minutes and try again, or use "Forgot your Password?".';
export const TOO_MANY_CODE_ATTEMPTS = 'Too many incorrect verification codes. Wait 15 minutes, then log in again.';
export const TOO_MANY_CODES_SENT = 'Too many verification codes have been sent. Wait 15 minutes before asking for another.';
export const TOO_MANY_PASSWORD_REQUESTS = 'Too many password change requests. Wait an hour before asking again.';
export const TOO_MANY_ERROR_REPORTS = 'Too many error reports from this address. Try again later.';
/** Ours: the login 400s for a disabled user or company (spec 000 §8 shows the server's text). */
export const USER_DISABLED = 'This user account has been disabled. Contact your administrator.';
export const FOLDER_DISABLED = 'Access for your company has been disabled. Contact your administrator.';

// ---- passwords and invitations (spec 000 §2, §5, §8) ----

export const FORGOT_PASSWORD_LINK = 'Forgot your Password?';
export const REQUEST_PASSWORD_CHANGE = 'Request Password Change';
export const RETURN_TO_LOGIN_PAGE = 'Return to login page';
/** spec 000 §2 gives only the gist of the confirmation (an email to the address on record;
 * contact technical support if nothing arrives within the hour); this wording is ours. */
export const FORGOT_PASSWORD_SENT =
  'An email has been sent to the email address on record. If you do not receive it within the hour, please contact technical support.';
/** spec 000 §2, §8: an invitation without a user, or one that failed to load. */
export const INVALID_REQUEST = 'Invalid request';
export const PASSWORD_REQUIRED = 'Password is required';
export const PASSWORDS_MUST_MATCH = 'Passwords must match';
export const PASSWORD_VALID = 'Password is Valid';
/** spec 000 §5: the new-password hint. */
export const PASSWORD_HINT = '8-32 characters with upper and lower case letters, numbers and special characters';
/** spec 000 §8: 400 when closing an invitation with a password. */
export const ITEMS_REQUIRE_ATTENTION = 'There are items that require your attention';
export const NO_INVALID_FIELDS = 'No invalid fields detected';

// ---- success toasts (spec 000 §8) ----

export const LINK_COPIED = 'Link copied to clipboard';
export const LINK_SENT = 'Link sent to user';
export const INVITATION_SENT = 'Invitation sent to user';
/** Shown for 3 s (constants.ts TOAST.shortAutoCloseMs). */
export const PASSWORD_UPDATED = 'Password Updated';

// ---- search (spec 000 §5) ----

export const SEARCH_TERM_TOO_SHORT = 'Search term must be at least three characters in length.';
export const SEARCH_TERM_INVALID = 'Search term contains invalid characters or markup. Please enter only text values.';

// ---- copy and move (spec 000 §2 Explorer, §5) ----

export const COPY_MOVE_ACTIONS = ['copy', 'move'] as const;
export type CopyMoveAction = (typeof COPY_MOVE_ACTIONS)[number];

export function cantMoveAssetToFolderWithFolders(action: CopyMoveAction): string {
  return `Can't ${action} asset to folder containing folders`;
}

export function cantMoveDeviceToFolderWithFolders(action: CopyMoveAction): string {
  return `Can't ${action} device to folder containing folders`;
}

export function cantMoveFolderToFolderWithAssetsOrDevices(action: CopyMoveAction): string {
  return `Can't ${action} folder to folder containing assets or devices`;
}

export const SAME_SOURCE_AND_DESTINATION = 'Source and destination folders are the same';

/** Tooltip of a greyed-out Copy or Move icon: "You cannot copy the selected object". */
export function cannotCopyMoveSelected(action: CopyMoveAction): string {
  return `You cannot ${action} the selected object`;
}

// ---- errors (spec 000 §8, spec 001 §8) ----

/** spec 000 §8, spec 001 §8: the generic handler's persistent toast. */
export const GENERIC_ERROR_TITLE = 'Oops...something went wrong';
export const GENERIC_ERROR_BODY =
  'We apologize, but we are experiencing technical difficulties. Technical support has been automatically notified of the issue.';

/** spec 000 §8: the default page for an unhandled application error. */
export const UNEXPECTED_APPLICATION_ERROR = 'Unexpected Application Error!';

/** spec 000 §8: folder path and navigation-invitation lookups. */
export const ERROR_RETRIEVING_FOLDER = 'Error retrieving folder';
export const ERROR_RETRIEVING_FOLDER_PATH = 'Error retrieving folder path';

/** spec 001 §8: a save failure (any status other than 200) shows UNKNOWN_ERROR under its title. */
export const UNKNOWN_ERROR = 'Unknown error';
export const SAVE_FAILURE_TITLES = {
  contact: 'Error saving contact',
  device: 'Error saving Device',
  folder: 'Error saving Folder',
  userDefineSetup: 'Error saving userdefine setup',
  deleteRequest: 'Error deleting request',
  saveRequest: 'Error saving request',
  schedule: 'Error saving Schedule',
  user: 'Error saving User',
  validateDevice: 'Error validating device',
  folderPath: ERROR_RETRIEVING_FOLDER_PATH,
} as const;
export type SaveFailureKind = keyof typeof SAVE_FAILURE_TITLES;
/** Ours: spec 001 §8 lists no title for a failed asset save; this one reads like its neighbours. */
export const ASSET_SAVE_FAILURE_TITLE = 'Error saving Asset';
/** Ours (issue 15), in the same words: a failed save of an entity's alerts, of an alert message. */
export const ALERTS_SAVE_FAILURE_TITLE = 'Error saving Alerts';
export const ALERT_MESSAGE_SAVE_FAILURE_TITLE = 'Error saving Alert Message';

/** spec 001 §4, §8. */
export const UNKNOWN_SCHEDULE_TYPE = 'Unknown schedule type';
/** spec 001 §8: asset validation without an asset or devices. */
export const NULL_DEVICE_OR_ASSET = 'Null device or asset';

/** spec 000 §8: "Header banners: Success!, Warning!, Oops!". */
export const HEADER_BANNERS = {
  success: 'Success!',
  warning: 'Warning!',
  error: 'Oops!',
} as const;

// ---- explorer rules not worded by the spec (ours; docs/decisions/019-copy-move-rules.md) ----

/** A folder cannot go into itself or below itself. */
export function cantMoveFolderIntoItself(action: CopyMoveAction): string {
  return `Can't ${action} a folder into itself or one of its subfolders`;
}

/** A new folder must not sit beside assets or devices, as a moved one must not (spec 000 §5). */
export const CANT_CREATE_FOLDER_IN_FOLDER_WITH_ASSETS = "Can't create a folder in a folder containing assets or devices";
/** A new asset or device must not sit beside folders, as a moved one must not (spec 000 §5): the
 * save's answer and the create page's reason for a greyed-out choice. */
export const ASSET_IN_FOLDER_WITH_FOLDERS = "Can't create asset in a folder containing folders";
export const DEVICE_IN_FOLDER_WITH_FOLDERS = "Can't create device in a folder containing folders";

/** spec 000 §5 allows at most 100 characters but words no message for more. */
export const SEARCH_TERM_TOO_LONG = 'Search term must be at most 100 characters in length.';

// ---- contacts and contact groups (ours; docs/decisions/056-contact-deletion.md) ----

/** DELETE Contact/{uid} while users name it as their contact. */
export function contactOfUsers(contactName: string, userNames: readonly string[]): string {
  const who = userNames.length === 1 ? `user ${userNames[0]}` : `users ${userNames.join(', ')}`;
  const them = userNames.length === 1 ? 'the user' : 'each of them';
  return `Contact ${contactName} is the contact of ${who}: give ${them} another contact first.`;
}
/** A contact's mobile carrier must be one of GET Contact/MobileCarriers (0: none chosen). */
export const UNKNOWN_MOBILE_CARRIER = 'Mobile Carrier must be one of the listed carriers';
