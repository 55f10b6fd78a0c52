import { type DepartmentCode, type RoleCode, UserStatus } from '@backoffice/shared';

export interface DemoUser {
  username: string;
  fullName: string;
  mobilePhone: string;
  department: DepartmentCode;
  role: RoleCode;
  status: number;
  active: boolean;
  /** Usernames of this leader's team members (MEMBER / DISCIPLE). */
  disciples?: string[];
}

/** The demo accounts of the embedded default and the tests; README lists them. */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    username: 'admin',
    fullName: 'Nguyễn Quốc Anh',
    mobilePhone: '0901000001',
    department: 'ADMIN',
    role: 'GOD',
    status: UserStatus.NORMAL,
    active: true,
  },
  {
    username: 'giamdoc',
    fullName: 'Trần Minh Đức',
    mobilePhone: '0901000002',
    department: 'BOM',
    role: 'DEMIGOD',
    status: UserStatus.NORMAL,
    active: true,
  },
  {
    username: 'ketoan',
    fullName: 'Lê Thu Hà',
    mobilePhone: '0901000003',
    department: 'ACCOUNT',
    role: 'HUMAN',
    status: UserStatus.NORMAL,
    active: true,
  },
  {
    username: 'marketing',
    fullName: 'Phạm Ngọc Lan',
    mobilePhone: '0901000004',
    department: 'MKT',
    role: 'HUMAN',
    status: UserStatus.NORMAL,
    active: true,
  },
  {
    username: 'hanhchinh',
    fullName: 'Võ Thị Mai',
    mobilePhone: '0901000005',
    department: 'ADMIN',
    role: 'HUMAN',
    status: UserStatus.NORMAL,
    active: true,
  },
  {
    username: 'kho',
    fullName: 'Đặng Văn Hùng',
    mobilePhone: '0901000006',
    department: 'WH_TRANS',
    role: 'HUMAN',
    status: UserStatus.NORMAL,
    active: true,
  },
  {
    username: 'truongnhom',
    fullName: 'Hoàng Gia Bảo',
    mobilePhone: '0901000007',
    department: 'SALE',
    role: 'SUPERMAN',
    status: UserStatus.NORMAL,
    active: true,
    disciples: ['sale1', 'sale2'],
  },
  {
    username: 'sale1',
    fullName: 'Bùi Thị Thảo',
    mobilePhone: '0901000008',
    department: 'SALE',
    role: 'HUMAN',
    status: UserStatus.NORMAL,
    active: true,
  },
  {
    username: 'sale2',
    fullName: 'Ngô Văn Tâm',
    mobilePhone: '0901000009',
    department: 'SALE',
    role: 'HUMAN',
    status: UserStatus.NORMAL,
    active: true,
  },
  {
    username: 'nhanvienmoi',
    fullName: 'Đỗ Minh Khoa',
    mobilePhone: '0901000010',
    department: 'SALE',
    role: 'HUMAN',
    status: UserStatus.MUST_CHANGE_PASSWORD,
    active: true,
  },
  {
    username: 'ngunghoatdong',
    fullName: 'Trịnh Văn Long',
    mobilePhone: '0901000011',
    department: 'ACCOUNT',
    role: 'HUMAN',
    status: UserStatus.NORMAL,
    active: false,
  },
];
