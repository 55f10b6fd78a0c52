import {
  DRAWER_WIDTH_LARGE,
  MESSAGES,
  PASSWORD_RULE_MESSAGE,
  type UserDetail,
  type UserManageScope,
  type UserPropertyInput,
  UserPropertyCode,
  assignableRoleLevels,
  isLeader,
  isStrongPassword,
  isValidPhone,
  splitPhoneNumbers,
} from '@backoffice/shared';
import {
  Alert,
  Button,
  Col,
  Flex,
  Form,
  Input,
  Row,
  Select,
  Skeleton,
  Switch,
  Typography,
} from 'antd';
import { Drawer } from '../../../components/ui/overlay';
import { useEffect, useMemo } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { filterSelectOption } from '../../../lib/search-text';
import { useSessionStore } from '../../../lib/session-store';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useMasterDataStore } from '../../../lib/master-data/master-data-store';
import { useCreateUser } from '../api/create-user';
import { useUser } from '../api/get-user';
import { useUserOptions } from '../api/get-user-options';
import { useUpdateUser } from '../api/update-user';
import { validateUserPhone } from '../api/validate-user-phone';

export interface UserFormValues {
  username: string;
  fullName: string;
  mobilePhone: string;
  departmentId: number | undefined;
  roleId: number | undefined;
  memberIds: number[];
  transferIds: number[];
  phoneNumbers: string;
  voip: string;
  deskPhones: string[];
  computers: string[];
  password: string;
  active: boolean;
}

const SCOPE_NOTES: Record<UserManageScope, string | null> = {
  full: null,
  team: 'Bạn là trưởng nhóm của người này: bạn sửa được thông tin liên hệ, thiết bị, người bàn giao (trong nhóm) và đặt lại mật khẩu.',
  self: 'Đây là tài khoản của bạn: bạn chỉ sửa được thông tin liên hệ. Mật khẩu đổi ở màn hình Đổi mật khẩu.',
  none: 'Bạn chỉ xem được người dùng này.',
};

const valuesOf = (user: UserDetail, code: string) =>
  user.properties.filter((p) => p.code === code).map((p) => p.value);

function toFormValues(user: UserDetail): UserFormValues {
  return {
    username: user.username,
    fullName: user.fullName,
    mobilePhone: user.mobilePhone ?? '',
    departmentId: user.departmentId,
    roleId: user.roleId,
    memberIds: user.memberIds,
    transferIds: user.transferIds,
    phoneNumbers: valuesOf(user, UserPropertyCode.PHONE_NUMBER).join(', '),
    voip: valuesOf(user, UserPropertyCode.VOIP24H).join(', '),
    deskPhones: valuesOf(user, UserPropertyCode.PHONE),
    computers: valuesOf(user, UserPropertyCode.COMPUTER),
    password: '',
    active: user.active,
  };
}

/** The properties of the form: each phone number (comma-separated, trimmed) its own PHONE_NUMBER. */
export function propertiesOf(values: UserFormValues): UserPropertyInput[] {
  const rows = (code: UserPropertyInput['code'], list: string[]) =>
    list
      .map((value) => value.trim())
      .filter((value) => value !== '')
      .map((value) => ({ code, value }));
  return [
    ...rows(UserPropertyCode.PHONE_NUMBER, splitPhoneNumbers(values.phoneNumbers)),
    ...rows(UserPropertyCode.VOIP24H, values.voip.split(',')),
    ...rows(UserPropertyCode.PHONE, values.deskPhones),
    ...rows(UserPropertyCode.COMPUTER, values.computers),
  ];
}

const phoneNumbersRule = {
  validator: (_: unknown, value: string | undefined) =>
    splitPhoneNumbers(value ?? '').every((phone) => isValidPhone(phone))
      ? Promise.resolve()
      : Promise.reject(new Error(MESSAGES.invalidPhone)),
};

/** Creates a user (no id) or edits one, showing only what the signed-in user may change. */
export function UserEditDrawer({
  userId,
  open,
  onClose,
}: {
  /** Undefined: a new user. */
  userId: number | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const isMobile = useIsMobile();
  const creating = userId === undefined;
  const [form] = Form.useForm<UserFormValues>();
  const actorRole = useSessionStore((state) => state.role);
  const actorId = useSessionStore((state) => state.user?.id);
  const detail = useUser(open ? userId : undefined);
  const actor = useUser(open ? actorId : undefined);
  const options = useUserOptions();
  const people = useMasterDataStore((state) => state.users);
  const loadUsers = useMasterDataStore((state) => state.loadUsers);
  const update = useUpdateUser();
  const create = useCreateUser();
  const scope: UserManageScope = creating ? 'full' : (detail.data?.manage ?? 'none');
  const roleId = Form.useWatch('roleId', form);

  useEffect(() => {
    if (open) loadUsers().catch(() => undefined);
  }, [open, loadUsers]);

  useEffect(() => {
    if (!open) return;
    if (creating) {
      form.resetFields();
    } else if (detail.data) {
      form.setFieldsValue(toFormValues(detail.data));
    }
  }, [open, creating, detail.data, form]);

  const full = scope === 'full';
  const team = scope === 'team';
  const canEditContact = scope !== 'none';
  const roles = options.data?.roles ?? [];
  const allowedLevels = assignableRoleLevels({ role: actorRole });
  const chosenRole = roles.find((role) => role.id === roleId);
  const leaderRole = chosenRole ? isLeader({ role: chosenRole.level }) : false;

  const personOptions = useMemo(() => {
    const teamIds = new Set(actor.data?.memberIds ?? []);
    return people
      .filter((person) => person.id !== userId)
      .filter((person) => !team || teamIds.has(person.id))
      .map((person) => ({ value: person.id, label: person.fullName }));
  }, [people, userId, team, actor.data]);

  const save = async (values: UserFormValues) => {
    const properties = propertiesOf(values);
    if (userId === undefined) {
      await create.mutateAsync({
        username: values.username,
        fullName: values.fullName,
        mobilePhone: values.mobilePhone || null,
        departmentId: values.departmentId ?? 0,
        roleId: values.roleId ?? 0,
        password: values.password,
        memberIds: leaderRole ? values.memberIds : [],
        transferIds: values.transferIds,
        properties,
      });
    } else {
      await update.mutateAsync({
        id: userId,
        body: {
          ...(full && {
            fullName: values.fullName,
            departmentId: values.departmentId,
            roleId: values.roleId,
            memberIds: leaderRole ? values.memberIds : [],
            active: values.active,
          }),
          ...((full || team) && { transferIds: values.transferIds }),
          ...(values.password !== '' && { password: values.password }),
          mobilePhone: values.mobilePhone || null,
          properties,
        },
      });
    }
    // The pickers of every screen show the change at once.
    await loadUsers({ force: true }).catch(() => undefined);
    onClose();
  };

  const note = creating ? null : SCOPE_NOTES[scope];
  const saving = update.isPending || create.isPending;

  return (
    <Drawer
      title={creating ? 'Thêm người dùng' : `Sửa người dùng: ${detail.data?.fullName ?? ''}`}
      open={open}
      onClose={onClose}
      size={isMobile ? '100%' : DRAWER_WIDTH_LARGE}
      destroyOnHidden
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>Đóng</Button>
          {canEditContact ? (
            <Button
              type="primary"
              loading={saving}
              onClick={() => {
                form.submit();
              }}
            >
              {creating ? 'Tạo người dùng' : 'Lưu'}
            </Button>
          ) : null}
        </Flex>
      }
    >
      {!creating && detail.error ? (
        <Alert
          type="error"
          showIcon
          title="Không tải được người dùng"
          description={errorMessage(detail.error)}
          action={
            <Button size="small" onClick={() => void detail.refetch()}>
              Thử lại
            </Button>
          }
        />
      ) : null}
      {!creating && !detail.data && !detail.error ? <Skeleton active /> : null}
      {note ? <Alert type="info" showIcon title={note} style={{ marginBottom: 16 }} /> : null}
      <Form<UserFormValues>
        form={form}
        layout="vertical"
        hidden={!creating && !detail.data}
        initialValues={{
          username: '',
          fullName: '',
          mobilePhone: '',
          memberIds: [],
          transferIds: [],
          phoneNumbers: '',
          voip: '',
          deskPhones: [],
          computers: [],
          password: '',
          active: true,
        }}
        onFinish={(values) => {
          save(values).catch(() => undefined);
        }}
      >
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          Tài khoản
        </Typography.Title>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="username"
              label="Tên đăng nhập"
              rules={
                creating
                  ? [
                      { required: true, whitespace: true, message: 'Vui lòng nhập tên đăng nhập.' },
                      {
                        pattern: /^[A-Za-z0-9._-]{3,64}$/,
                        message:
                          'Tên đăng nhập từ 3 đến 64 ký tự: chữ không dấu, số, dấu chấm, gạch dưới, gạch ngang.',
                      },
                    ]
                  : []
              }
            >
              <Input disabled={!creating} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="fullName"
              label="Họ tên"
              rules={[{ required: true, whitespace: true, message: 'Vui lòng nhập họ tên.' }]}
            >
              <Input disabled={!full} maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="departmentId"
              label="Phòng ban"
              rules={[{ required: true, message: 'Vui lòng chọn phòng ban.' }]}
            >
              <Select
                disabled={!full}
                loading={options.isLoading}
                options={(options.data?.departments ?? []).map((d) => ({
                  value: d.id,
                  label: d.name,
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="roleId"
              label="Vai trò"
              rules={[{ required: true, message: 'Vui lòng chọn vai trò.' }]}
            >
              <Select
                disabled={!full}
                loading={options.isLoading}
                options={roles.map((role) => ({
                  value: role.id,
                  label: role.name,
                  disabled: !allowedLevels.includes(role.level),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="password"
              label={creating ? 'Mật khẩu tạm' : 'Mật khẩu mới'}
              extra={
                creating
                  ? 'Người dùng phải đổi mật khẩu này ở lần đăng nhập đầu tiên.'
                  : 'Để trống nếu không đổi. Người dùng phải đổi mật khẩu mới này khi đăng nhập lại.'
              }
              rules={[
                ...(creating ? [{ required: true, message: 'Vui lòng nhập mật khẩu tạm.' }] : []),
                {
                  validator: (_: unknown, value: string | undefined) =>
                    !value || isStrongPassword(value)
                      ? Promise.resolve()
                      : Promise.reject(new Error(PASSWORD_RULE_MESSAGE)),
                },
              ]}
            >
              <Input.Password disabled={!full && !team} autoComplete="new-password" />
            </Form.Item>
          </Col>
          {!creating ? (
            <Col xs={24} md={12}>
              <Form.Item name="active" label="Đang hoạt động" valuePropName="checked">
                <Switch disabled={!full} />
              </Form.Item>
            </Col>
          ) : null}
        </Row>

        <Typography.Title level={5}>Nhóm</Typography.Title>
        <Form.Item
          name="memberIds"
          label="Thành viên nhóm"
          extra={leaderRole ? undefined : 'Chỉ trưởng nhóm mới có thành viên nhóm.'}
        >
          <Select
            mode="multiple"
            allowClear
            disabled={!full || !leaderRole}
            showSearch={{ filterOption: filterSelectOption }}
            options={personOptions}
            placeholder="Chọn thành viên"
          />
        </Form.Item>
        <Form.Item
          name="transferIds"
          label="Người bàn giao"
          extra="Công việc, khách hàng và đơn nghỉ của những người này được bàn giao cho người dùng."
        >
          <Select
            mode="multiple"
            allowClear
            disabled={!full && !team}
            showSearch={{ filterOption: filterSelectOption }}
            options={personOptions}
            placeholder="Chọn người bàn giao"
          />
        </Form.Item>

        <Typography.Title level={5}>Liên hệ và thiết bị</Typography.Title>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="mobilePhone"
              label="Di động (đăng nhập, liên hệ chính)"
              validateTrigger="onBlur"
              rules={[
                {
                  validator: async (_: unknown, value: string | undefined) => {
                    const phone = (value ?? '').trim();
                    if (phone === '') return;
                    if (!isValidPhone(phone)) throw new Error(MESSAGES.invalidPhone);
                    const result = await validateUserPhone(phone, userId);
                    if (!result.valid) throw new Error(result.message ?? MESSAGES.invalidPhone);
                  },
                },
              ]}
            >
              <Input disabled={!canEditContact} inputMode="tel" maxLength={10} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="voip" label="Số VoIP">
              <Input disabled={!canEditContact} placeholder="Ví dụ: 1024" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="phoneNumbers"
          label="Số điện thoại"
          extra="Nhiều số cách nhau bằng dấu phẩy, ví dụ: 0912345678, 0987654321"
          rules={[phoneNumbersRule]}
        >
          <Input disabled={!canEditContact} placeholder="0912345678, 0987654321" />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="deskPhones" label="Điện thoại bàn">
              <Select
                mode="tags"
                disabled={!canEditContact}
                open={false}
                suffix={null}
                placeholder="Nhập rồi Enter"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="computers" label="Máy tính">
              <Select
                mode="tags"
                disabled={!full && !team}
                open={false}
                suffix={null}
                placeholder="Mã tài sản, rồi Enter"
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Drawer>
  );
}
