import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { MESSAGES, type LoginRequest } from '@backoffice/shared';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { hasLiveToken, useSessionStore } from '../../lib/session-store';
import { AuthCard } from './auth-card';
import { login } from './api/login';

export function LoginPage() {
  const navigate = useNavigate();
  const signIn = useSessionStore((state) => state.login);
  const signedIn = useSessionStore((state) => hasLiveToken(state) && state.user !== null);
  const [submitting, setSubmitting] = useState(false);

  if (signedIn && !submitting) return <Navigate to="/" replace />;

  const submit = async (values: LoginRequest) => {
    setSubmitting(true);
    try {
      const token = await login(values);
      if (!signIn(token)) throw new Error(MESSAGES.loginFailedFallback);
      void navigate('/', { replace: true });
    } catch (error) {
      const message = errorMessage(error);
      notify.error(
        MESSAGES.loginFailedTitle,
        message === MESSAGES.defaultError ? MESSAGES.loginFailedFallback : message,
      );
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title="Đăng nhập">
      <Form<LoginRequest>
        layout="vertical"
        onFinish={(values) => void submit(values)}
        requiredMark={false}
      >
        <Form.Item
          label="Tên đăng nhập"
          name="username"
          rules={[{ required: true, whitespace: true, message: 'Vui lòng nhập tên đăng nhập.' }]}
        >
          <Input prefix={<UserOutlined />} autoComplete="username" autoFocus size="large" />
        </Form.Item>
        <Form.Item
          label="Mật khẩu"
          name="password"
          rules={[{ required: true, message: 'Vui lòng nhập mật khẩu.' }]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
          Đăng nhập
        </Button>
      </Form>
    </AuthCard>
  );
}
