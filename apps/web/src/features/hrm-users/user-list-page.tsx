import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import {
  DEPARTMENTS,
  PAGE_SIZE_DEFAULT,
  ROLES,
  SCREENS,
  type UserRow,
  type UserSearchInput,
  UserStatus,
  canCreateUsers,
  departmentName,
  roleName,
} from '@backoffice/shared';
import { Button, Card, Flex, Input, Select, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { DataTable, type DataTableColumn } from '../../components/ui/data-table';
import { PageFrame } from '../../components/ui/page-frame';
import type { ExcelColumn } from '../../lib/export-excel';
import { filterSelectOption } from '../../lib/search-text';
import { useSessionStore } from '../../lib/session-store';
import { useIsMobile } from '../../lib/use-is-mobile';
import { searchUsers, useSearchUsers } from './api/search-users';
import { UserEditDrawer } from './components/user-edit-drawer';
import { UserPropertyTags, propertyText } from './components/user-property-tags';

type SortField = NonNullable<UserSearchInput['sortBy']>;

export function statusOf(user: Pick<UserRow, 'active' | 'status'>): {
  label: string;
  color: string;
} {
  if (!user.active) return { label: 'Ngừng hoạt động', color: 'default' };
  if (user.status === UserStatus.MUST_CHANGE_PASSWORD) {
    return { label: 'Chờ đổi mật khẩu', color: 'orange' };
  }
  return { label: 'Hoạt động', color: 'green' };
}

const ACTIVE_FILTERS = [
  { value: 'all', label: 'Mọi trạng thái' },
  { value: 'active', label: 'Đang hoạt động' },
  { value: 'inactive', label: 'Ngừng hoạt động' },
];

const exportColumns: ExcelColumn<UserRow>[] = [
  { title: 'Họ tên', key: 'fullName' },
  { title: 'Tên đăng nhập', key: 'username' },
  { title: 'Phòng ban', value: (user) => departmentName(user.department) },
  { title: 'Vai trò', value: (user) => roleName(user.role) },
  { title: 'Trạng thái', value: (user) => statusOf(user).label },
  { title: 'Di động', key: 'mobilePhone' },
  { title: 'Thuộc tính', value: (user) => user.properties.map(propertyText).join('; ') },
];

/** Users: search, filters, a table with department, role, status and property tags; edit drawer. */
export function UserListPage() {
  const isMobile = useIsMobile();
  const role = useSessionStore((state) => state.role);
  const department = useSessionStore((state) => state.department);
  const [text, setText] = useState('');
  const [filterText, setFilterText] = useState('');
  const [departments, setDepartments] = useState<number[]>([]);
  const [roles, setRoles] = useState<number[]>([]);
  const [active, setActive] = useState('all');
  const [paging, setPaging] = useState({ page: 0, pageSize: PAGE_SIZE_DEFAULT });
  const [sort, setSort] = useState<{ key: string; order: 'asc' | 'desc' } | null>(null);
  const [editing, setEditing] = useState<{ id: number | undefined } | null>(null);

  // Typing searches after a short pause, from the first page.
  useEffect(() => {
    const timer = setTimeout(() => {
      setFilterText(text.trim());
      setPaging((current) => ({ ...current, page: 0 }));
    }, 300);
    return () => {
      clearTimeout(timer);
    };
  }, [text]);

  const body: UserSearchInput = {
    filterText: filterText || undefined,
    departments,
    roles,
    active: active === 'all' ? null : active === 'active',
    page: paging.page,
    pageSize: paging.pageSize,
    ...(sort ? { sortBy: sort.key as SortField, sortOrder: sort.order } : {}),
  };
  const result = useSearchUsers(body);

  const columns: DataTableColumn<UserRow>[] = [
    {
      key: 'fullName',
      title: 'Họ tên',
      sortKey: 'fullName',
      render: (user) => (
        <>
          <Typography.Text strong>{user.fullName}</Typography.Text>
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            {user.username}
          </Typography.Text>
        </>
      ),
      exportTitle: 'Họ tên',
      exportValue: (user) => user.fullName,
    },
    {
      key: 'department',
      title: 'Phòng ban',
      sortKey: 'department',
      render: (user) => departmentName(user.department),
      exportTitle: 'Phòng ban',
      exportValue: (user) => departmentName(user.department),
    },
    {
      key: 'role',
      title: 'Vai trò',
      sortKey: 'role',
      render: (user) => roleName(user.role),
      exportTitle: 'Vai trò',
      exportValue: (user) => roleName(user.role),
    },
    {
      key: 'status',
      title: 'Trạng thái',
      sortKey: 'status',
      render: (user) => {
        const { label, color } = statusOf(user);
        return <Tag color={color}>{label}</Tag>;
      },
      exportTitle: 'Trạng thái',
      exportValue: (user) => statusOf(user).label,
    },
    { key: 'mobilePhone', title: 'Di động', dataIndex: 'mobilePhone' },
    {
      key: 'properties',
      title: 'Thuộc tính',
      width: 380,
      render: (user) => <UserPropertyTags properties={user.properties} />,
      exportTitle: 'Thuộc tính',
      exportValue: (user) => user.properties.map(propertyText).join('; '),
    },
    {
      key: 'actions',
      title: 'Thao tác',
      exportable: false,
      fixed: 'right',
      render: (user) => (
        <Button
          size="small"
          aria-label={`${user.manage === 'none' ? 'Xem' : 'Sửa'} ${user.fullName}`}
          onClick={() => {
            setEditing({ id: user.id });
          }}
        >
          {user.manage === 'none' ? 'Xem' : 'Sửa'}
        </Button>
      ),
    },
  ];

  // At phone width one column carries the person, with department, role, status and tags below.
  const mobileColumns: DataTableColumn<UserRow>[] = [
    {
      key: 'fullName',
      title: 'Người dùng',
      sortKey: 'fullName',
      width: 240,
      render: (user) => {
        const { label, color } = statusOf(user);
        return (
          <Flex vertical gap={4}>
            <Typography.Text strong>{user.fullName}</Typography.Text>
            <Typography.Text type="secondary">
              {user.username} · {departmentName(user.department)} · {roleName(user.role)}
            </Typography.Text>
            <div>
              <Tag color={color}>{label}</Tag>
            </div>
            {user.properties.length > 0 ? <UserPropertyTags properties={user.properties} /> : null}
          </Flex>
        );
      },
      exportTitle: 'Họ tên',
      exportValue: (user) => user.fullName,
    },
    ...columns
      .filter((column) => column.key === 'actions')
      .map((column) => ({ ...column, fixed: undefined })),
  ];

  return (
    <PageFrame
      title={SCREENS.hrmUser.title}
      subtitle="Tài khoản, phòng ban, vai trò, nhóm và thông tin liên hệ"
      extra={
        canCreateUsers({ role, department }) ? (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => {
              setEditing({ id: undefined });
            }}
          >
            Thêm người dùng
          </Button>
        ) : null
      }
      filters={
        <>
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder="Tìm theo tên, tên đăng nhập, số điện thoại"
            aria-label="Tìm người dùng"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
            }}
            style={{ flex: '1 1 260px', maxWidth: 420 }}
          />
          <Select
            mode="multiple"
            allowClear
            aria-label="Phòng ban"
            placeholder="Phòng ban"
            showSearch={{ filterOption: filterSelectOption }}
            value={departments}
            onChange={(value) => {
              setDepartments(value);
              setPaging((current) => ({ ...current, page: 0 }));
            }}
            options={DEPARTMENTS.map((d) => ({ value: d.bit, label: d.name }))}
            style={{ flex: '1 1 180px', maxWidth: 320 }}
          />
          <Select
            mode="multiple"
            allowClear
            aria-label="Vai trò"
            placeholder="Vai trò"
            showSearch={{ filterOption: filterSelectOption }}
            value={roles}
            onChange={(value) => {
              setRoles(value);
              setPaging((current) => ({ ...current, page: 0 }));
            }}
            options={ROLES.map((r) => ({ value: r.level, label: r.name }))}
            style={{ flex: '1 1 160px', maxWidth: 300 }}
          />
          <Select
            aria-label="Trạng thái"
            value={active}
            onChange={(value) => {
              setActive(value);
              setPaging((current) => ({ ...current, page: 0 }));
            }}
            options={ACTIVE_FILTERS}
            style={{ flex: '0 1 170px' }}
          />
        </>
      }
    >
      <Card size="small">
        <DataTable<UserRow>
          columns={isMobile ? mobileColumns : columns}
          exportColumns={exportColumns}
          rows={result.data?.items}
          rowKey="id"
          loading={result.isFetching}
          error={result.error}
          onRetry={() => void result.refetch()}
          emptyText="Không tìm thấy người dùng nào"
          exportFileName="nguoi-dung"
          onExportAll={async () => (await searchUsers({ ...body, page: 0, pageSize: 200 })).items}
          server={{
            page: paging.page,
            pageSize: paging.pageSize,
            total: result.data?.total ?? 0,
            sort,
            onChange: ({ page, pageSize, sort: nextSort }) => {
              setPaging({ page, pageSize });
              setSort(nextSort);
            },
          }}
        />
      </Card>
      <UserEditDrawer
        open={editing !== null}
        userId={editing?.id}
        onClose={() => {
          setEditing(null);
        }}
      />
    </PageFrame>
  );
}
