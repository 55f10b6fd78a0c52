// User management (DOMAIN "Organisation and people"): search, detail, create, update, and the rule
// of who may change whom, used by the server to enforce it and by the web app to show it.
import { z } from 'zod';
import { MAX_ID, decimal } from '../numbers';
import {
  Department,
  Role,
  isLeader,
  normalizeDepartment,
  normalizeRole,
  type AccessSubject,
} from '../access';
import { PHONE_PATTERN } from '../constants';
import { MESSAGES } from '../messages';
import { PageQuery, pageOf } from '../paging';
import { UserPropertyCode } from '../users';
import { newPasswordSchema, optionalPhoneSchema } from '../validation';

/** Property kinds a form writes; MEMBER rows come from memberIds and transferIds. */
export const EDITABLE_PROPERTY_CODES = [
  UserPropertyCode.VOIP24H,
  UserPropertyCode.PHONE,
  UserPropertyCode.PHONE_NUMBER,
  UserPropertyCode.COMPUTER,
] as const;
export type EditablePropertyCode = (typeof EDITABLE_PROPERTY_CODES)[number];

/** The properties a user may change on their own account: how to reach them. */
export const CONTACT_PROPERTY_CODES: readonly UserPropertyCode[] = [
  UserPropertyCode.VOIP24H,
  UserPropertyCode.PHONE,
  UserPropertyCode.PHONE_NUMBER,
];

export const USER_MESSAGES = {
  notFound: 'Không tìm thấy người dùng.',
  referenceNotFound: (id: number) => `Không tìm thấy người dùng có mã ${String(id)}.`,
  notManaged: 'Bạn không có quyền sửa người dùng này.',
  selfOnlyContact:
    'Bạn chỉ được sửa thông tin liên hệ của mình (số điện thoại, số VoIP, điện thoại bàn).',
  selfPassword: 'Hãy đổi mật khẩu của bạn ở màn hình Đổi mật khẩu.',
  teamOnly:
    'Trưởng nhóm chỉ được sửa thông tin, người bàn giao và mật khẩu của thành viên trong nhóm.',
  roleAboveOwn: 'Không thể đặt vai trò cao hơn vai trò của chính bạn.',
  cannotCreate: 'Bạn không có quyền tạo người dùng.',
  phoneTaken: 'Số điện thoại này đã được dùng cho người dùng khác.',
  usernameTaken: 'Tên đăng nhập này đã có người dùng.',
  notSelf: 'Không thể chọn chính người dùng này.',
  membersOfLeaderOnly: 'Chỉ trưởng nhóm (hoặc quản trị hệ thống) mới có thành viên nhóm.',
  departmentMissing: 'Phòng ban không tồn tại.',
  roleMissing: 'Vai trò không tồn tại.',
  notYours: (fullName: string) => `Bạn không quản lý ${fullName}, nên không thể chọn người này.`,
} as const;

const id = z
  .number({ error: 'Phải là số.' })
  .int('Phải là số nguyên.')
  .positive('Không hợp lệ.')
  .max(MAX_ID, 'Không hợp lệ.');

const propertyValue = z
  .string({ error: 'Vui lòng nhập giá trị.' })
  .trim()
  .min(1, 'Vui lòng nhập giá trị.')
  .max(100, 'Tối đa 100 ký tự.');

/** One property as a form sends it; each phone number is its own PHONE_NUMBER row. */
export const UserPropertyInput = z
  .strictObject({
    code: z.enum(EDITABLE_PROPERTY_CODES, {
      error: 'Loại thuộc tính phải là VOIP24H, PHONE, PHONE_NUMBER hoặc COMPUTER.',
    }),
    value: propertyValue,
  })
  .superRefine((property, ctx) => {
    if (property.code === UserPropertyCode.PHONE_NUMBER && !PHONE_PATTERN.test(property.value)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: MESSAGES.invalidPhone });
    }
  });
export type UserPropertyInput = z.infer<typeof UserPropertyInput>;

export const UserProperty = z
  .object({
    id: z.number().int(),
    code: z.string(),
    subtype: z.string().nullable(),
    value: z.string(),
    refUserId: z.number().int().nullable(),
    /** For MEMBER rows: the full name of the user referred to. */
    refFullName: z.string().nullable(),
  })
  .meta({ id: 'UserProperty' });
export type UserProperty = z.infer<typeof UserProperty>;

export const UserManageScope = z.enum(['full', 'team', 'self', 'none']);
export type UserManageScope = z.infer<typeof UserManageScope>;

export const UserRow = z
  .object({
    id: z.number().int(),
    username: z.string(),
    fullName: z.string(),
    mobilePhone: z.string().nullable(),
    status: z.number().int(),
    active: z.boolean(),
    department: z.number().int(),
    departmentId: z.number().int(),
    role: z.number().int(),
    roleId: z.number().int(),
    properties: z.array(UserProperty),
    /** What the caller may change of this user (the rule below). */
    manage: UserManageScope,
  })
  .meta({ id: 'UserRow' });
export type UserRow = z.infer<typeof UserRow>;

export const UserDetail = UserRow.extend({
  memberIds: z.array(z.number().int()),
  transferIds: z.array(z.number().int()),
  createdAt: z.string(),
  updatedAt: z.string(),
}).meta({ id: 'UserDetail' });
export type UserDetail = z.infer<typeof UserDetail>;

export const USER_SORT_FIELDS = ['fullName', 'username', 'department', 'role', 'status'] as const;

// Payloads are strict: a key the API does not know is refused (400), not silently dropped.
export const UserSearchRequest = z
  .strictObject({
    ...PageQuery.shape,
    filterText: z.string().trim().max(100, 'Từ khóa tối đa 100 ký tự.').optional(),
    active: z.boolean({ error: 'Phải là true hoặc false.' }).nullish(),
    /** Department bits. */
    departments: z
      .array(
        z
          .number()
          .int()
          .refine((bit) => Object.values(Department).includes(bit as never)),
      )
      .max(10)
      .optional(),
    /** Role levels. */
    roles: z
      .array(
        z
          .number()
          .int()
          .refine((level) => Object.values(Role).includes(level as never)),
      )
      .max(10)
      .optional(),
    sortBy: z.enum(USER_SORT_FIELDS).optional(),
    sortOrder: z.enum(['asc', 'desc']).optional(),
  })
  .meta({ id: 'UserSearchRequest' });
export type UserSearchRequest = z.infer<typeof UserSearchRequest>;
export type UserSearchInput = z.input<typeof UserSearchRequest>;

export const UserPage = pageOf(UserRow).meta({ id: 'UserPage' });
export type UserPage = z.infer<typeof UserPage>;

const idList = (label: string) =>
  z
    .array(id)
    .max(200, `${label}: tối đa 200 người.`)
    .refine((ids) => new Set(ids).size === ids.length, `${label}: có người bị lặp lại.`);

/** An empty password field means "keep the password". */
const optionalNewPassword = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  newPasswordSchema.optional(),
);

const fullName = z
  .string({ error: 'Vui lòng nhập họ tên.' })
  .trim()
  .min(1, 'Vui lòng nhập họ tên.')
  .max(100, 'Họ tên tối đa 100 ký tự.');

/**
 * The user update payload of the spec (departmentId, roleId, memberIds, transferIds, optional
 * password, properties), plus fullName, mobilePhone and active. A field left out is kept as it is;
 * `properties` replaces every VOIP24H, PHONE, PHONE_NUMBER and COMPUTER row.
 */
export const UserUpdateRequest = z
  .strictObject({
    departmentId: id.optional(),
    roleId: id.optional(),
    memberIds: idList('Thành viên nhóm').optional(),
    transferIds: idList('Người bàn giao').optional(),
    password: optionalNewPassword,
    properties: z.array(UserPropertyInput).max(50, 'Tối đa 50 thuộc tính.').optional(),
    fullName: fullName.optional(),
    mobilePhone: optionalPhoneSchema.optional(),
    active: z.boolean({ error: 'Phải là true hoặc false.' }).optional(),
  })
  .meta({ id: 'UserUpdateRequest' });
export type UserUpdateRequest = z.infer<typeof UserUpdateRequest>;
export type UserUpdateInput = z.input<typeof UserUpdateRequest>;

export const UserCreateRequest = z
  .strictObject({
    username: z
      .string({ error: 'Vui lòng nhập tên đăng nhập.' })
      .trim()
      .min(3, 'Tên đăng nhập từ 3 đến 64 ký tự.')
      .max(64, 'Tên đăng nhập từ 3 đến 64 ký tự.')
      .regex(
        /^[A-Za-z0-9._-]+$/,
        'Tên đăng nhập chỉ gồm chữ không dấu, số và các dấu chấm, gạch dưới, gạch ngang.',
      ),
    fullName,
    mobilePhone: optionalPhoneSchema,
    departmentId: id,
    roleId: id,
    /** A temporary password: the new user must change it at first sign-in. */
    password: newPasswordSchema,
    memberIds: idList('Thành viên nhóm').optional(),
    transferIds: idList('Người bàn giao').optional(),
    properties: z.array(UserPropertyInput).max(50, 'Tối đa 50 thuộc tính.').optional(),
  })
  .meta({ id: 'UserCreateRequest' });
export type UserCreateRequest = z.infer<typeof UserCreateRequest>;
export type UserCreateInput = z.input<typeof UserCreateRequest>;

export const UserIdParams = z.object({
  id: decimal(z.number().int().positive('Mã không hợp lệ.').max(2_147_483_647, 'Mã không hợp lệ.')),
});

export const UserOptions = z
  .object({
    departments: z.array(
      z.object({ id: z.number().int(), code: z.string(), bit: z.number().int(), name: z.string() }),
    ),
    roles: z.array(
      z.object({
        id: z.number().int(),
        code: z.string(),
        level: z.number().int(),
        name: z.string(),
      }),
    ),
  })
  .meta({ id: 'UserOptions' });
export type UserOptions = z.infer<typeof UserOptions>;

export const ValidateUserPhoneQuery = z.object({
  mobilePhone: z.string().trim().max(20),
  /** The user being edited, whose own number is not a clash. */
  userId: decimal(z.number().int().positive().max(MAX_ID)).optional(),
});
export const ValidateUserPhoneResponse = z
  .object({ valid: z.boolean(), message: z.string().nullable() })
  .meta({ id: 'ValidateUserPhoneResponse' });
export type ValidateUserPhoneResponse = z.infer<typeof ValidateUserPhoneResponse>;

export interface ManagingUser extends AccessSubject {
  id: number;
}

/**
 * Who may change whom:
 * - 'self': your own account: only your contact properties (VoIP, desk phone, phone numbers) and
 *   your mobile phone; department, role, team, handovers, devices and active state are set by someone
 *   else, and your password is changed on the change-password screen.
 * - 'full': GOD manages everyone else; DEMIGOD manages users of a lower role; the ADMIN department
 *   (administration and HR) manages users of its own role or lower. Everything can be changed, and
 *   nobody gives a role above their own.
 * - 'team': a leader manages their team members (DISCIPLE) of a lower role: properties, handover
 *   users (from the same team) and password.
 * - 'none': anyone else.
 */
export function userManageScope(
  actor: ManagingUser,
  target: { id: number; role: number },
  actorTeamIds: readonly number[],
): UserManageScope {
  if (actor.id === target.id) return 'self';
  const actorRole = normalizeRole(actor.role);
  const targetRole = normalizeRole(target.role);
  if (actorRole === Role.GOD) return 'full';
  if (actorRole === Role.DEMIGOD && targetRole < actorRole) return 'full';
  if (normalizeDepartment(actor.department) === Department.ADMIN && targetRole <= actorRole) {
    return 'full';
  }
  if (isLeader(actor) && actorTeamIds.includes(target.id) && targetRole < actorRole) return 'team';
  return 'none';
}

/** Who may create users: those who manage others fully (GOD, DEMIGOD, the ADMIN department). */
export function canCreateUsers(actor: AccessSubject): boolean {
  const role = normalizeRole(actor.role);
  return (
    role === Role.GOD ||
    role === Role.DEMIGOD ||
    normalizeDepartment(actor.department) === Department.ADMIN
  );
}

/** The roles an actor may give: their own level and below. */
export function assignableRoleLevels(actor: AccessSubject): number[] {
  const own = normalizeRole(actor.role);
  return Object.values(Role).filter((level) => level <= own);
}
