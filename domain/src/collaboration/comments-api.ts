// spec 001 §3.3 EntityComment (entityUid, comment, commentTypeId External 1 / Internal 2, userUid,
// userName, createDate, deleted) and §7: GET Entity/{uid}/Comments; POST Entity/Comment; DELETE
// Entity/Comment/{id}; GET, PUT, DELETE Entity/{uid}/CommentsWatch. Internal comments are tied to
// View RMA Internal Comments (33, §6): only holders see or write them.
import { z } from 'zod';
import { centralTimestampSchema } from '../api/dates';
import { fieldMessage, text } from '../validation';

export const COMMENT_TYPES = [
  { id: 1, key: 'External', label: 'External' },
  { id: 2, key: 'Internal', label: 'Internal' },
] as const;
export type CommentTypeId = (typeof COMMENT_TYPES)[number]['id'];
export const CommentType = { External: 1, Internal: 2 } as const satisfies Record<(typeof COMMENT_TYPES)[number]['key'], CommentTypeId>;

export const COMMENT_MAX = 4000;

export const commentDtoSchema = z.object({
  id: z.number().int(),
  entityUid: z.number().int(),
  comment: z.string(),
  commentTypeId: z.number().int(),
  userUid: z.number().int(),
  userName: z.string(),
  createDate: centralTimestampSchema,
  deleted: z.boolean(),
});
export type CommentDto = z.infer<typeof commentDtoSchema>;
export const commentListSchema = z.array(commentDtoSchema);

export const commentSaveSchema = z.object({
  entityUid: z.number().int().positive(),
  comment: text('Comment', { min: 1, max: COMMENT_MAX, multiline: true }).refine((s) => s.trim().length > 0, {
    error: fieldMessage('Comment', 'is required'),
  }),
  commentTypeId: z
    .number()
    .int()
    .refine((n) => COMMENT_TYPES.some((c) => c.id === n), { error: fieldMessage('Comment Type', 'must be External or Internal') })
    .default(CommentType.External),
});
export type CommentSave = z.input<typeof commentSaveSchema>;

export const commentIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const commentDeleteResultSchema = z.object({ id: z.number().int(), deleted: z.literal(true) });
export const commentWatchSchema = z.object({ entityUid: z.number().int(), watching: z.boolean() });
