import {
  MESSAGES,
  PASSWORD_RULE_MESSAGE,
  PUBLIC_PATHS,
  UserStatus,
  isStrongPassword,
} from '@backoffice/shared';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useSessionStore } from '../../lib/session-store';
import { AuthCard } from './auth-card';
import { changePassword } from './api/change-password';

interface ChangePasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function ChangePasswordPage() {
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const logout = useSessionStore((state) => state.logout);
  const [submitting, setSubmitting] = useState(false);
  const mustChange = user?.status === UserStatus.MUST_CHANGE_PASSWORD;

  const submit = async (values: ChangePasswordForm) => {
    if (!user) return;
    setSubmitting(true);
    try {
      await changePassword({
        username: user.username,
        oldPassword: values.oldPassword,
        newPassword: values.newPassword,
      });
      notify.success(MESSAGES.passwordChanged);
      logout();
      void navigate(PUBLIC_PATHS.login, { replace: true });
    } catch (error) {
      const message = errorMessage(error);
      notify.error(
        MESSAGES.changePasswordFailedTitle,
        message === MESSAGES.defaultError ? MESSAGES.changePasswordFailedFallback : message,
      );
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title="Đổi mật khẩu">
      {mustChange && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="Bạn cần đặt mật khẩu mới trước khi sử dụng hệ thống."
        />
      )}
      {user && !user.active && !mustChange && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="Tài khoản chưa được kích hoạt. Đổi mật khẩu để kích hoạt tài khoản."
        />
      )}
      <Form<ChangePasswordForm>
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item label="Tên đăng nhập">
          <Input value={user?.username ?? ''} disabled autoComplete="username" />
        </Form.Item>
        <Form.Item
          label="Mật khẩu hiện tại"
          name="oldPassword"
          rules={[{ required: true, message: 'Vui lòng nhập mật khẩu hiện tại.' }]}
        >
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
        <Form.Item
          label="Mật khẩu mới"
          name="newPassword"
          extra="Ít nhất 8 ký tự, gồm cả chữ và số."
          dependencies={['oldPassword']}
          rules={[
            { required: true, message: 'Vui lòng nhập mật khẩu mới.' },
            {
              validator: (_, value: string | undefined) =>
                !value || isStrongPassword(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(PASSWORD_RULE_MESSAGE)),
            },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                !value || value !== getFieldValue('oldPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error('Mật khẩu mới phải khác mật khẩu hiện tại.')),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Nhập lại mật khẩu mới"
          name="confirmPassword"
          dependencies={['newPassword']}
          rules={[
            { required: true, message: 'Vui lòng nhập lại mật khẩu mới.' },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                !value || value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error('Mật khẩu nhập lại không khớp.')),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
          {user?.active && !mustChange ? (
            <Button onClick={() => void navigate('/')}>Về trang chủ</Button>
          ) : (
            <Button
              onClick={() => {
                logout();
                void navigate(PUBLIC_PATHS.login);
              }}
            >
              Đăng xuất
            </Button>
          )}
          <Button type="primary" htmlType="submit" loading={submitting}>
            Đổi mật khẩu
          </Button>
        </Space>
      </Form>
    </AuthCard>
  );
}
