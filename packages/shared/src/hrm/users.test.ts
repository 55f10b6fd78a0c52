import { describe, expect, it } from 'vitest';
import { Department, Role } from '../access';
import { assignableRoleLevels, canCreateUsers, userManageScope } from './users';

const user = (id: number, role: number, department: number = Department.SALE) => ({
  id,
  role,
  department,
});

describe('userManageScope: who may change whom', () => {
  it('gives yourself your own account only as self', () => {
    expect(userManageScope(user(1, Role.GOD), user(1, Role.GOD), [])).toBe('self');
  });

  it('gives GOD everyone else, DEMIGOD lower roles, ADMIN its own role or lower', () => {
    expect(userManageScope(user(1, Role.GOD), user(2, Role.GOD), [])).toBe('full');
    expect(userManageScope(user(1, Role.DEMIGOD), user(2, Role.SUPERMAN), [])).toBe('full');
    expect(userManageScope(user(1, Role.DEMIGOD), user(2, Role.DEMIGOD), [])).toBe('none');
    const hr = user(1, Role.HUMAN, Department.ADMIN);
    expect(userManageScope(hr, user(2, Role.HUMAN), [])).toBe('full');
    expect(userManageScope(hr, user(2, Role.SUPERMAN), [])).toBe('none');
  });

  it('gives a leader their own team members of a lower role, nobody else', () => {
    const leader = user(1, Role.SUPERMAN);
    expect(userManageScope(leader, user(2, Role.HUMAN), [2])).toBe('team');
    expect(userManageScope(leader, user(3, Role.HUMAN), [2])).toBe('none');
    expect(userManageScope(user(1, Role.HUMAN), user(2, Role.HUMAN), [2])).toBe('none');
  });

  it('lets GOD, DEMIGOD and ADMIN create, giving roles up to their own', () => {
    expect(canCreateUsers(user(1, Role.SUPERMAN))).toBe(false);
    expect(canCreateUsers(user(1, Role.HUMAN, Department.ADMIN))).toBe(true);
    expect(assignableRoleLevels(user(1, Role.DEMIGOD))).toEqual([1, 2, 4]);
  });
});
