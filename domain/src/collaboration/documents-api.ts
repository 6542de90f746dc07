// spec 001 §3.3 Document (fileName, contentType, comments, createDate) and §7: GET
// Entity/{uid}/Documents; POST multipart Entity/{uid}/Document; GET and DELETE Entity/Document/{id}
// (docs/decisions/082-documents-in-postgresql.md). The kinds of file and their limit are ours.
import { z } from 'zod';
import { centralTimestampSchema } from '../api/dates';
import { text } from '../validation';

/** The kinds of file a document may be, decided from its first bytes (never from its name). */
export const DOCUMENT_KINDS = [
  { contentType: 'application/pdf', label: 'PDF', extension: 'pdf' },
  { contentType: 'image/png', label: 'PNG', extension: 'png' },
  { contentType: 'image/jpeg', label: 'JPEG', extension: 'jpg' },
  { contentType: 'image/gif', label: 'GIF', extension: 'gif' },
  { contentType: 'image/webp', label: 'WebP', extension: 'webp' },
] as const;
export type DocumentContentType = (typeof DOCUMENT_KINDS)[number]['contentType'];

/** What the file picker offers. */
export const DOCUMENT_ACCEPT = DOCUMENT_KINDS.map((k) => `${k.contentType},.${k.extension}`).join(',');

/** The default limit (DOCUMENT_MAX_MB on the server). */
export const DEFAULT_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export const DOCUMENT_KIND_REFUSED = 'File: must be a PDF, PNG, JPEG, GIF or WebP file (judged by its content, not its name)';
export const DOCUMENT_EMPTY = 'File: is required';
export const documentTooLarge = (maxBytes: number) => `File: must be at most ${formatBytes(maxBytes)}`;

/** "10 MB", "512 KB", "900 bytes". */
export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${Math.round((n / (1024 * 1024)) * 10) / 10} MB`;
  if (n >= 1024) return `${Math.round((n / 1024) * 10) / 10} KB`;
  return `${n} bytes`;
}

export const DOCUMENT_COMMENTS_MAX = 500;
export const documentCommentsSchema = text('Comments', { max: DOCUMENT_COMMENTS_MAX, multiline: true });

export const documentDtoSchema = z.object({
  id: z.number().int(),
  entityUid: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  comments: z.string(),
  createDate: centralTimestampSchema,
  createdByName: z.string().nullable(),
});
export type DocumentDto = z.infer<typeof documentDtoSchema>;
export const documentListSchema = z.array(documentDtoSchema);

export const documentIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const documentDeleteResultSchema = z.object({ id: z.number().int(), deleted: z.literal(true) });
