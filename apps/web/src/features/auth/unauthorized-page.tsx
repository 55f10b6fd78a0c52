import { PUBLIC_PATHS } from '@backoffice/shared';
import { Button, Result, Space } from 'antd';
import { useNavigate } from 'react-router';
import { signOut } from '../../lib/sign-out';

export function UnauthorizedPage() {
  const navigate = useNavigate();
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
              signOut();
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
