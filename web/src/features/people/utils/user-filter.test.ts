import { describe, expect, it } from 'vitest';
import { filterUsers, roleChoicesOf, userFullName } from './user-filter';

const user = (userName: string, roleId: number, roleLabel: string, first: string, last: string, email: string) => ({
  userName,
  label: userName,
  roleLabel,
  config: { roleId } as never,
  contact: { config: { firstName: first, lastName: last, emailAddress: email } } as never,
});

const users = [
  user('bkowalski.propane', 4, 'Dispatcher', 'Brenda', 'Kowalski', 'brenda@propane.example'),
  user('tlindquist.propane', 4, 'Dispatcher', 'Tom', 'Lindquist', 'tom@propane.example'),
  user('dhanson.propane', 3, 'Manager', 'Dale', 'Hanson', 'dale@propane.example'),
];

describe("the Users tab's search and role filter", () => {
  it('finds users by user name, name or email, in any case', () => {
    expect(filterUsers(users, { search: 'LINDQ', roleId: null }).map((u) => u.userName)).toEqual(['tlindquist.propane']);
    expect(filterUsers(users, { search: 'dale hanson', roleId: null }).map((u) => u.userName)).toEqual(['dhanson.propane']);
    expect(filterUsers(users, { search: 'brenda@', roleId: null }).map((u) => u.userName)).toEqual(['bkowalski.propane']);
    expect(filterUsers(users, { search: '  ', roleId: null })).toHaveLength(3);
  });

  it('keeps the holders of the chosen role, and offers each role held once, by name', () => {
    expect(filterUsers(users, { search: '', roleId: 4 }).map((u) => u.userName)).toEqual(['bkowalski.propane', 'tlindquist.propane']);
    expect(filterUsers(users, { search: 'tom', roleId: 3 })).toEqual([]);
    expect(roleChoicesOf(users)).toEqual([
      { roleId: 4, label: 'Dispatcher' },
      { roleId: 3, label: 'Manager' },
    ]);
  });

  it('names a user by their contact, else by their label', () => {
    expect(userFullName(users[0]!)).toBe('Brenda Kowalski');
    expect(userFullName({ ...users[0]!, contact: null })).toBe('bkowalski.propane');
  });
});
