// spec 000 §5 "Search term": at least 3 characters ("Search term must be at least three characters
// in length."), at most 100; a term that changes when sanitised (markup or invalid characters)
// gives "Search term contains invalid characters or markup. Please enter only text values."
// spec 000 §2: the search box takes 100 characters. Used by the search box, the /search page and
// the server's Navigation/Search alike.
import { SEARCH_TERM_MAX_LENGTH, SEARCH_TERM_MIN_LENGTH } from './constants';
import { SEARCH_TERM_INVALID, SEARCH_TERM_TOO_LONG, SEARCH_TERM_TOO_SHORT } from './messages';

const TAG = /<\/?[a-z!?/][^>]*>/gi;
const ENTITY = /&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/gi;
const ANGLE_BRACKET = /[<>]/g;
// C0 and C1 control characters: nothing a person types into a search box.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** The term with markup (tags, character references), angle brackets and control characters
 * removed. Letters of any script, digits, spaces and ordinary punctuation (' - . , @ # & /) stay,
 * so "O'Brien", "42 Elm St #3" and "ann@example.com" are plain text. */
export function sanitizeSearchTerm(term: string): string {
  return term.replace(TAG, '').replace(ENTITY, '').replace(ANGLE_BRACKET, '').replace(CONTROL, '');
}

/** The first rule a term breaks, in the spec's words; null for a good term. Surrounding spaces do
 * not count toward the length. */
export function searchTermError(raw: string): string | null {
  const term = raw.trim();
  if (term.length < SEARCH_TERM_MIN_LENGTH) return SEARCH_TERM_TOO_SHORT;
  if (term.length > SEARCH_TERM_MAX_LENGTH) return SEARCH_TERM_TOO_LONG;
  if (sanitizeSearchTerm(term) !== term) return SEARCH_TERM_INVALID;
  return null;
}

/** What a search result matched (spec 000 §3 Search result: matches of searchField, searchValue). */
export const SEARCH_FIELDS = [
  { key: 'label', label: 'Name' },
  { key: 'serialNumber', label: 'Serial Number' },
  { key: 'userName', label: 'User Name' },
  { key: 'contactName', label: 'Contact Name' },
  { key: 'emailAddress', label: 'Email Address' },
  { key: 'address', label: 'Address' },
] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number]['key'];
export const SEARCH_FIELD_KEYS = SEARCH_FIELDS.map((f) => f.key) as [SearchField, ...SearchField[]];

export function searchFieldLabel(field: SearchField): string {
  return SEARCH_FIELDS.find((f) => f.key === field)?.label ?? field;
}
