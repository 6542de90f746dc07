import { describe, expect, it } from 'vitest';
import { INVITATION_TYPES, InvitationType } from './invitation-types';
import { invitationSchema, invitationSendPayloadSchema } from './invitations';

describe('invitations', () => {
  it('has the four invitation types of spec 000 §3', () => {
    expect(INVITATION_TYPES.map((t) => t.key)).toEqual([
      'CallBlockOrderApproval',
      'RmaProductReturnForm',
      'UserPasswordReset',
      'NavigateToEntity',
    ]);
  });

  it('fills an invitation and needs a recipient to send one', () => {
    const inv = invitationSchema.parse({ typeId: InvitationType.NavigateToEntity, uid: 7, folderUid: 3 });
    expect(inv.requestId).toBe('');
    expect(invitationSchema.safeParse({ typeId: 9 }).success).toBe(false);
    expect(invitationSendPayloadSchema.safeParse({ uid: 7, folderUid: 3 }).success).toBe(false);
    expect(invitationSendPayloadSchema.parse({ recipientUserUid: 4, uid: 7, folderUid: 3 }).note).toBe('');
  });
});
