// Roles, departments and the access rule of the specification (section 6). The web app's guards and
// every API route use this one rule; the server is the one that enforces it.

export const Role = { HUMAN: 1, SUPERMAN: 2, DEMIGOD: 4, GOD: 7 } as const;
export type RoleCode = keyof typeof Role;
export type RoleLevel = (typeof Role)[RoleCode];

export const Department = { BOM: 1, ACCOUNT: 2, MKT: 4, ADMIN: 8, WH_TRANS: 16, SALE: 32 } as const;
export type DepartmentCode = keyof typeof Department;
export type DepartmentBit = (typeof Department)[DepartmentCode];

export const ROLES: readonly { code: RoleCode; level: RoleLevel; name: string }[] = [
  { code: 'HUMAN', level: Role.HUMAN, name: 'Nhân viên' },
  { code: 'SUPERMAN', level: Role.SUPERMAN, name: 'Trưởng nhóm' },
  { code: 'DEMIGOD', level: Role.DEMIGOD, name: 'Quản lý' },
  { code: 'GOD', level: Role.GOD, name: 'Quản trị hệ thống' },
];

export const DEPARTMENTS: readonly { code: DepartmentCode; bit: DepartmentBit; name: string }[] = [
  { code: 'BOM', bit: Department.BOM, name: 'Ban điều hành' },
  { code: 'ACCOUNT', bit: Department.ACCOUNT, name: 'Kế toán' },
  { code: 'MKT', bit: Department.MKT, name: 'Marketing' },
  { code: 'ADMIN', bit: Department.ADMIN, name: 'Hành chính - Quản trị' },
  { code: 'WH_TRANS', bit: Department.WH_TRANS, name: 'Kho vận' },
  { code: 'SALE', bit: Department.SALE, name: 'Kinh doanh' },
];

export const DEFAULT_ROLE: RoleLevel = Role.HUMAN;
export const DEFAULT_DEPARTMENT: DepartmentBit = Department.SALE;

const roleLevels = new Set<number>(ROLES.map((r) => r.level));
const departmentBits = new Set<number>(DEPARTMENTS.map((d) => d.bit));

/** A role level as the rule reads it: a missing or unknown value counts as HUMAN. */
export function normalizeRole(value: number | null | undefined): RoleLevel {
  return value != null && roleLevels.has(value) ? (value as RoleLevel) : DEFAULT_ROLE;
}

/** A department as the rule reads it: a missing or unknown value counts as SALE. */
export function normalizeDepartment(value: number | null | undefined): DepartmentBit {
  return value != null && departmentBits.has(value) ? (value as DepartmentBit) : DEFAULT_DEPARTMENT;
}

export function roleName(value: number | null | undefined): string {
  const level = normalizeRole(value);
  return ROLES.find((r) => r.level === level)?.name ?? '';
}

export function departmentName(value: number | null | undefined): string {
  const bit = normalizeDepartment(value);
  return DEPARTMENTS.find((d) => d.bit === bit)?.name ?? '';
}

export interface AccessSubject {
  role?: number | null;
  department?: number | null;
}

export interface AccessRequirement {
  roles?: readonly number[];
  departments?: readonly number[];
}

/**
 * GOD always passes. Otherwise the role level must be at least every required level and the
 * department must be one of the required departments; an empty list does not restrict. ADMIN is a
 * department like any other: it is not a wildcard.
 */
export function canAccess(subject: AccessSubject, required: AccessRequirement): boolean {
  const role = normalizeRole(subject.role);
  if (role === Role.GOD) return true;
  const roles = required.roles ?? [];
  if (!roles.every((level) => role >= level)) return false;
  const departments = required.departments ?? [];
  if (departments.length === 0) return true;
  return departments.includes(normalizeDepartment(subject.department));
}

export function isGod(subject: AccessSubject): boolean {
  return normalizeRole(subject.role) === Role.GOD;
}

export function isDemiGod(subject: AccessSubject): boolean {
  const role = normalizeRole(subject.role);
  return role === Role.GOD || role === Role.DEMIGOD;
}

export function isLeader(subject: AccessSubject): boolean {
  const role = normalizeRole(subject.role);
  return role === Role.GOD || role === Role.SUPERMAN;
}

export function isSale(subject: AccessSubject): boolean {
  return isGod(subject) || normalizeDepartment(subject.department) === Department.SALE;
}
