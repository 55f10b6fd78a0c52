// The CRM screen tests' data: customers, tasks and interactions shaped as the server sends them,
// and the routes every CRM screen asks for (answered by the fake API of test/fake-api.tsx).
import {
  type Address,
  type Customer,
  type CustomerType,
  Department,
  type Interaction,
  Role,
  type Task,
  type UserSummary,
} from '@backoffice/shared';
import { useMasterDataStore } from '../../lib/master-data/master-data-store';
import { type FakeHandler, ok } from '../../test/fake-api';

export const SALE1 = { id: 11, username: 'sale1', fullName: 'Bùi Thị Thảo' };
export const SALE2 = { id: 12, username: 'sale2', fullName: 'Ngô Văn Tâm' };
export const LEADER = { id: 10, username: 'truongnhom', fullName: 'Hoàng Gia Bảo' };
export const ACCOUNTANT = { id: 20, username: 'ketoan', fullName: 'Lê Thu Hà' };

export const USERS: UserSummary[] = [
  { ...LEADER, role: Role.SUPERMAN, department: Department.SALE },
  { ...SALE1, role: Role.HUMAN, department: Department.SALE },
  { ...SALE2, role: Role.HUMAN, department: Department.SALE },
  { ...ACCOUNTANT, role: Role.HUMAN, department: Department.ACCOUNT },
].map((user) => ({ ...user, mobilePhone: null, status: 1, active: true }));

export const ADDRESSES: Address[] = [
  {
    id: '26734',
    wardCode: '26734',
    wardName: 'Phường Bến Nghé',
    districtCode: '760',
    districtName: 'Quận 1',
    provinceCode: '79',
    provinceName: 'Thành phố Hồ Chí Minh',
  },
  {
    id: '00004',
    wardCode: '00004',
    wardName: 'Phường Trúc Bạch',
    districtCode: '001',
    districtName: 'Quận Ba Đình',
    provinceCode: '01',
    provinceName: 'Thành phố Hà Nội',
  },
];

export const CUSTOMER_TYPES: CustomerType[] = [
  { id: 1, code: 'PHARMACY', name: 'Nhà thuốc' },
  { id: 2, code: 'CLINIC', name: 'Phòng khám' },
];

/** The master data the screens read, already in the browser's store and checked a moment ago. */
export function seedMasterData(): void {
  const checked = { checkedAt: Date.now(), etag: '"kept"' };
  useMasterDataStore.setState({
    addresses: ADDRESSES,
    customerTypes: CUSTOMER_TYPES,
    users: USERS,
    checks: { 'addresses:{}': checked, 'customerTypes:{}': checked, 'users:{}': checked },
  });
}

export function customer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 101,
    code: 'KH0000101',
    name: 'Nhà thuốc An Khang',
    contactName: 'Trần Văn Bình',
    mobilePhone: '0912345678',
    email: null,
    street: '12 Lê Lợi',
    wardCode: '26734',
    wardName: 'Phường Bến Nghé',
    districtCode: '760',
    districtName: 'Quận 1',
    provinceCode: '79',
    provinceName: 'Thành phố Hồ Chí Minh',
    fullAddress: '12 Lê Lợi, Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh',
    customerTypeId: 1,
    customerTypeName: 'Nhà thuốc',
    sourceId: 1,
    sourceName: 'Sàn thuocsi',
    tags: ['VIP'],
    isOld: false,
    note: null,
    collection: 'OWNED',
    ownerId: SALE1.id,
    ownerName: SALE1.fullName,
    ownedSince: '2026-11-01T02:00:00.000Z',
    approvalStatus: 'APPROVED',
    createdById: SALE1.id,
    createdByName: SALE1.fullName,
    createdAt: '2026-10-01T02:00:00.000Z',
    updatedAt: '2026-11-01T02:00:00.000Z',
    lastInteractionAt: null,
    lastOrderAt: null,
    state: null,
    categoryId: null,
    categoryName: null,
    pinned: false,
    hidden: false,
    doNotCall: false,
    editable: true,
    openable: true,
    ...overrides,
  };
}

export function page<T>(items: T[], total = items.length, pageIndex = 0, pageSize = 20) {
  return { items, total, page: pageIndex, pageSize, totalCapped: false, fuzzy: false };
}

export function interaction(overrides: Partial<Interaction> = {}): Interaction {
  return {
    id: 1,
    customerId: 101,
    type: 'COMMENT',
    content: 'Khách hẹn gọi lại tuần sau.',
    at: '2026-11-20T03:00:00.000Z',
    authorId: SALE1.id,
    authorName: SALE1.fullName,
    createdAt: '2026-11-20T03:00:00.000Z',
    ...overrides,
  };
}

export function task(overrides: Partial<Task> = {}): Task {
  return {
    id: 7,
    title: 'Gửi báo giá',
    description: null,
    customerId: 101,
    customerName: 'Nhà thuốc An Khang',
    assigneeId: SALE1.id,
    assigneeName: SALE1.fullName,
    dueAt: '2099-12-01T03:00:00.000Z',
    priority: 'MEDIUM',
    status: 'TODO',
    doneAt: null,
    createdById: SALE1.id,
    createdByName: SALE1.fullName,
    createdAt: '2026-11-20T03:00:00.000Z',
    updatedAt: '2026-11-20T03:00:00.000Z',
    editable: true,
    ...overrides,
  };
}

/** The lists every screen asks for besides its own data. */
export const commonRoutes: Record<string, FakeHandler> = {
  // Before 'GET /api/v1/crm/customer/:id', which would take 'types' for an id.
  'GET /api/v1/crm/customer/types': () => ok(CUSTOMER_TYPES),
  'GET /api/v1/crm/customer/sources': () =>
    ok([
      { id: 1, code: 'MARKETPLACE', name: 'Sàn thuocsi' },
      { id: 2, code: 'REFERRAL', name: 'Được giới thiệu' },
    ]),
  'GET /api/v1/crm/customer/tags': () =>
    ok([
      { id: 1, name: 'VIP' },
      { id: 2, name: 'Khách sỉ' },
    ]),
  'GET /api/v1/crm/customer/sale-customer-category': () =>
    ok([
      {
        id: 5,
        saleId: SALE1.id,
        name: 'Tiềm năng',
        color: 'gold',
        customers: 3,
        createdAt: '2026-11-01T02:00:00.000Z',
        updatedAt: '2026-11-01T02:00:00.000Z',
      },
    ]),
  'GET /api/v1/crm/user/find-by-user/:id': (request) => {
    const id = Number(request.path.split('/').at(-1));
    return ok({
      id,
      memberIds: id === LEADER.id ? [SALE1.id, SALE2.id] : [],
      transferIds: [],
    });
  },
};
