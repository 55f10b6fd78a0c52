import { z } from 'zod';

/** Kinds of user properties, with the tag colour each shows in (spec section 3). */
export const UserPropertyCode = {
  VOIP24H: 'VOIP24H',
  PHONE: 'PHONE',
  PHONE_NUMBER: 'PHONE_NUMBER',
  COMPUTER: 'COMPUTER',
  MEMBER: 'MEMBER',
} as const;
export type UserPropertyCode = (typeof UserPropertyCode)[keyof typeof UserPropertyCode];

export const MemberSubtype = { JUDAS: 'JUDAS', DISCIPLE: 'DISCIPLE' } as const;
export type MemberSubtype = (typeof MemberSubtype)[keyof typeof MemberSubtype];

export const USER_PROPERTY_KINDS: Record<UserPropertyCode, { label: string; color: string }> = {
  VOIP24H: { label: 'Số VoIP', color: 'yellow' },
  PHONE: { label: 'Điện thoại bàn', color: 'green' },
  PHONE_NUMBER: { label: 'Số điện thoại', color: 'green' },
  COMPUTER: { label: 'Máy tính', color: 'gold' },
  MEMBER: { label: 'Nhân sự', color: 'gold' },
};

export const MEMBER_SUBTYPE_LABELS: Record<MemberSubtype, string> = {
  JUDAS: 'Người bàn giao',
  DISCIPLE: 'Thành viên nhóm',
};

/** A user as lists show them. */
export const UserSummary = z
  .object({
    id: z.number().int(),
    username: z.string(),
    fullName: z.string(),
    mobilePhone: z.string().nullable(),
    status: z.number().int(),
    active: z.boolean(),
    department: z.number().int(),
    role: z.number().int(),
  })
  .meta({ id: 'UserSummary' });
export type UserSummary = z.infer<typeof UserSummary>;
