// The Users tab's search and role filter (issue 14: "grid with search and role filter").
import type { UserDto } from '@ullage/domain/people/users-api';

type ListedUser = Pick<UserDto, 'userName' | 'label' | 'contact' | 'config' | 'roleLabel'>;

export function userFullName(u: ListedUser): string {
  const c = u.contact?.config;
  const name = c ? `${c.firstName} ${c.lastName}`.trim() : '';
  return name || u.label;
}

/** The roles the listed users hold, by name. */
export function roleChoicesOf(users: readonly ListedUser[]): { roleId: number; label: string }[] {
  const byId = new Map<number, string>();
  for (const u of users) byId.set(u.config.roleId, u.roleLabel);
  return [...byId].map(([roleId, label]) => ({ roleId, label })).sort((a, b) => a.label.localeCompare(b.label));
}

/** The users whose name, user name or email contains `search` (any case), holding `roleId` if given. */
export function filterUsers<T extends ListedUser>(users: readonly T[], filter: { search: string; roleId: number | null }): T[] {
  const term = filter.search.trim().toLowerCase();
  return users.filter(
    (u) =>
      (filter.roleId === null || u.config.roleId === filter.roleId) &&
      (term === '' ||
        [u.userName, userFullName(u), u.contact?.config.emailAddress ?? ''].some((text) => text.toLowerCase().includes(term))),
  );
}
