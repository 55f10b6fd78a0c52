import { PUBLIC_PATHS } from '@backoffice/shared';
import { Button, Result, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../lib/session-store';

export function UnauthorizedPage() {
  const navigate = useNavigate();
  const logout = useSessionStore((state) => state.logout);
  return (
    <Result
      status="403"
      title="Không có quyền truy cập"
      subTitle="Tài khoản của bạn không được phép mở trang này."
      extra={
        <Space wrap style={{ justifyContent: 'center' }}>
          <Button type="primary" onClick={() => void navigate('/')}>
            Về trang chủ
          </Button>
          <Button
            onClick={() => {
              logout();
              void navigate(PUBLIC_PATHS.login);
            }}
          >
            Đăng nhập tài khoản khác
          </Button>
        </Space>
      }
    />
  );
}
