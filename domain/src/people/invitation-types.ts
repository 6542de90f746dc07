// spec 000 §3 and spec 001 §4: invitation types. The spec gives no ids; ours run 1.. in the
// spec's order. Constants only, no zod: the login page reads them (the schemas are in
// invitations.ts; docs/decisions/048-zod-off-the-login-page.md).

export const INVITATION_TYPES = [
  { id: 1, key: 'CallBlockOrderApproval', label: 'Call-Block Order Approval' },
  { id: 2, key: 'RmaProductReturnForm', label: 'RMA Product Return Form' },
  { id: 3, key: 'UserPasswordReset', label: 'User Password Reset' },
  { id: 4, key: 'NavigateToEntity', label: 'Navigate to Entity' },
] as const;

type InvitationTypeEntry = (typeof INVITATION_TYPES)[number];
export type InvitationTypeKey = InvitationTypeEntry['key'];
export type InvitationTypeId = InvitationTypeEntry['id'];

export const InvitationType = Object.fromEntries(INVITATION_TYPES.map((t) => [t.key, t.id])) as {
  [K in InvitationTypeKey]: Extract<InvitationTypeEntry, { key: K }>['id'];
};

export const INVITATION_TYPE_IDS = INVITATION_TYPES.map((t) => t.id) as [InvitationTypeId, ...InvitationTypeId[]];
