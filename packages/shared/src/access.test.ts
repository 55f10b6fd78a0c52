import { describe, expect, it } from 'vitest';
import {
  DEPARTMENTS,
  Department,
  type DepartmentCode,
  ROLES,
  Role,
  type RoleCode,
  canAccess,
  isDemiGod,
  isGod,
  isLeader,
  isSale,
  normalizeDepartment,
  normalizeRole,
} from './access';

const roleCodes: RoleCode[] = ['HUMAN', 'SUPERMAN', 'DEMIGOD', 'GOD'];
const departmentCodes: DepartmentCode[] = ['BOM', 'ACCOUNT', 'MKT', 'ADMIN', 'WH_TRANS', 'SALE'];

// Role requirement, read from the spec: the user's level must be at least the required level.
// Rows: the user's role; columns: the one required role.
const ROLE_TABLE: Record<RoleCode, Record<RoleCode, boolean>> = {
  //          HUMAN  SUPERMAN DEMIGOD GOD
  HUMAN: { HUMAN: true, SUPERMAN: false, DEMIGOD: false, GOD: false },
  SUPERMAN: { HUMAN: true, SUPERMAN: true, DEMIGOD: false, GOD: false },
  DEMIGOD: { HUMAN: true, SUPERMAN: true, DEMIGOD: true, GOD: false },
  GOD: { HUMAN: true, SUPERMAN: true, DEMIGOD: true, GOD: true },
};

// Department requirement for a non-GOD user: the screens' sets of spec section 2, plus each single one.
// Columns: BOM ACCOUNT MKT ADMIN WH_TRANS SALE.
const DEPARTMENT_TABLE: { required: DepartmentCode[]; passes: string }[] = [
  { required: [], passes: 'Y Y Y Y Y Y' },
  { required: ['BOM'], passes: 'Y N N N N N' },
  { required: ['ACCOUNT'], passes: 'N Y N N N N' },
  { required: ['MKT'], passes: 'N N Y N N N' },
  { required: ['ADMIN'], passes: 'N N N Y N N' },
  { required: ['WH_TRANS'], passes: 'N N N N Y N' },
  { required: ['SALE'], passes: 'N N N N N Y' },
  { required: ['ACCOUNT', 'ADMIN'], passes: 'N Y N Y N N' },
  { required: ['SALE', 'ACCOUNT', 'ADMIN'], passes: 'N Y N Y N Y' },
  { required: ['BOM', 'ACCOUNT', 'ADMIN'], passes: 'Y Y N Y N N' },
  { required: ['BOM', 'MKT'], passes: 'Y N Y N N N' },
  { required: ['BOM', 'ACCOUNT', 'MKT', 'ADMIN', 'WH_TRANS', 'SALE'], passes: 'Y Y Y Y Y Y' },
];

const ROLE_REQUIREMENTS: RoleCode[][] = [
  [],
  ['HUMAN'],
  ['SUPERMAN'],
  ['DEMIGOD'],
  ['GOD'],
  ['HUMAN', 'SUPERMAN'],
  ['HUMAN', 'DEMIGOD'],
];

describe('the access rule (spec section 6)', () => {
  const cases = roleCodes.flatMap((role) =>
    departmentCodes.flatMap((department, column) =>
      ROLE_REQUIREMENTS.flatMap((requiredRoles) =>
        DEPARTMENT_TABLE.map(({ required, passes }) => {
          const rolePasses = requiredRoles.every((r) => ROLE_TABLE[role][r]);
          const departmentPasses = passes.split(' ')[column] === 'Y';
          const expected = role === 'GOD' || (rolePasses && departmentPasses);
          return { role, department, requiredRoles, required, expected };
        }),
      ),
    ),
  );

  it('covers 4 roles x 6 departments x every required set', () => {
    expect(cases).toHaveLength(4 * 6 * ROLE_REQUIREMENTS.length * DEPARTMENT_TABLE.length);
  });

  it.each(cases)(
    '$role in $department, requiring roles $requiredRoles and departments $required -> $expected',
    ({ role, department, requiredRoles, required, expected }) => {
      expect(
        canAccess(
          { role: Role[role], department: Department[department] },
          {
            roles: requiredRoles.map((r) => Role[r]),
            departments: required.map((d) => Department[d]),
          },
        ),
      ).toBe(expected);
    },
  );

  it('lets GOD pass even a department it is not in and the GOD role requirement', () => {
    expect(
      canAccess(
        { role: Role.GOD, department: Department.SALE },
        { roles: [Role.GOD], departments: [Department.BOM] },
      ),
    ).toBe(true);
  });

  it('does not treat ADMIN as a wildcard', () => {
    for (const role of [Role.HUMAN, Role.SUPERMAN, Role.DEMIGOD]) {
      expect(
        canAccess(
          { role, department: Department.ADMIN },
          { roles: [Role.HUMAN], departments: [Department.BOM] },
        ),
      ).toBe(false);
      expect(
        canAccess(
          { role, department: Department.ADMIN },
          { departments: [Department.SALE, Department.ACCOUNT] },
        ),
      ).toBe(false);
    }
  });

  it('does not restrict with empty lists, nor with lists left out', () => {
    expect(
      canAccess(
        { role: Role.HUMAN, department: Department.WH_TRANS },
        { roles: [], departments: [] },
      ),
    ).toBe(true);
    expect(canAccess({ role: Role.HUMAN, department: Department.WH_TRANS }, {})).toBe(true);
  });

  it('reads a missing role as HUMAN and a missing department as SALE', () => {
    expect(canAccess({}, { roles: [Role.HUMAN], departments: [Department.SALE] })).toBe(true);
    expect(canAccess({}, { roles: [Role.SUPERMAN] })).toBe(false);
    expect(canAccess({ role: null, department: null }, { departments: [Department.BOM] })).toBe(
      false,
    );
    expect(canAccess({ role: 99, department: 3 }, { departments: [Department.SALE] })).toBe(true);
  });
});

describe('roles and departments', () => {
  it('has the levels and bits of the spec, each with a Vietnamese name', () => {
    expect(ROLES.map((r) => [r.code, r.level])).toEqual([
      ['HUMAN', 1],
      ['SUPERMAN', 2],
      ['DEMIGOD', 4],
      ['GOD', 7],
    ]);
    expect(DEPARTMENTS.map((d) => [d.code, d.bit])).toEqual([
      ['BOM', 1],
      ['ACCOUNT', 2],
      ['MKT', 4],
      ['ADMIN', 8],
      ['WH_TRANS', 16],
      ['SALE', 32],
    ]);
    for (const item of [...ROLES, ...DEPARTMENTS]) expect(item.name.length).toBeGreaterThan(0);
  });

  it('defaults a missing or unknown value to HUMAN and SALE', () => {
    expect(normalizeRole(undefined)).toBe(Role.HUMAN);
    expect(normalizeRole(3)).toBe(Role.HUMAN);
    expect(normalizeRole(Role.DEMIGOD)).toBe(Role.DEMIGOD);
    expect(normalizeDepartment(null)).toBe(Department.SALE);
    expect(normalizeDepartment(64)).toBe(Department.SALE);
    expect(normalizeDepartment(Department.MKT)).toBe(Department.MKT);
  });
});

describe('helper flags', () => {
  // Columns: isGod isDemiGod isLeader, for each role (department BOM so isSale is only GOD's).
  const flags: Record<RoleCode, [boolean, boolean, boolean, boolean]> = {
    HUMAN: [false, false, false, false],
    SUPERMAN: [false, false, true, false],
    DEMIGOD: [false, true, false, false],
    GOD: [true, true, true, true],
  };
  it.each(roleCodes)('%s', (role) => {
    const user = { role: Role[role], department: Department.BOM };
    expect([isGod(user), isDemiGod(user), isLeader(user), isSale(user)]).toEqual(flags[role]);
  });

  it('isSale holds for the SALE department at any role, and by default', () => {
    expect(isSale({ role: Role.HUMAN, department: Department.SALE })).toBe(true);
    expect(isSale({ role: Role.DEMIGOD, department: Department.ACCOUNT })).toBe(false);
    expect(isSale({})).toBe(true);
  });
});
