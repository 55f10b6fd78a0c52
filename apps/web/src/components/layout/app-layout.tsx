import { KeyOutlined, LogoutOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { CONTENT_WIDTH, DRAWER_WIDTH, PUBLIC_PATHS, SCREENS } from '@backoffice/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { Button, FloatButton, Layout, Space, Typography } from 'antd';
import { Drawer } from '../ui/overlay';
import { useState } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { COMPANY_TITLE } from '../../env';
import { queryClient } from '../../lib/query-client';
import { useSessionStore } from '../../lib/session-store';
import { signOut } from '../../lib/sign-out';
import { useIsMobile } from '../../lib/use-is-mobile';
import { NavMenu } from './nav-menu';

const HEADER_BG = '#0b5c4d';

export function AppLayout() {
  const isMobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const name = useSessionStore((state) => state.user?.name ?? '');
  const navigate = useNavigate();

  const onLogout = () => {
    setDrawerOpen(false);
    signOut();
    void navigate(PUBLIC_PATHS.login);
  };

  // The menu reads too (what waits for the user), not only the screens.
  return (
    <QueryClientProvider client={queryClient}>
      <Layout style={{ minHeight: '100vh' }}>
        {isMobile ? (
          <Button
            aria-label="Mở menu"
            icon={<MenuOutlined />}
            onClick={() => {
              setDrawerOpen(true);
            }}
            style={{ position: 'fixed', top: 12, left: 12, zIndex: 900 }}
          />
        ) : (
          <Layout.Header
            role="banner"
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 16,
              background: HEADER_BG,
              paddingInline: 24,
              position: 'sticky',
              top: 0,
              zIndex: 900,
            }}
          >
            <Link
              to="/"
              style={{ color: '#fff', fontWeight: 600, fontSize: 18, whiteSpace: 'nowrap' }}
            >
              {COMPANY_TITLE}
            </Link>
            <Space size="middle">
              <Link
                to={SCREENS.changePassword.path}
                style={{ color: '#e6f4f1' }}
                title="Đổi mật khẩu"
              >
                <UserOutlined /> {name}
              </Link>
              <Button icon={<LogoutOutlined />} onClick={onLogout}>
                Logout
              </Button>
            </Space>
          </Layout.Header>
        )}
        <Drawer
          placement="left"
          size={DRAWER_WIDTH}
          open={isMobile && drawerOpen}
          onClose={() => {
            setDrawerOpen(false);
          }}
          title={
            <Link
              to="/"
              onClick={() => {
                setDrawerOpen(false);
              }}
            >
              {COMPANY_TITLE}
            </Link>
          }
          styles={{ body: { padding: 0 } }}
        >
          <div style={{ padding: 16, borderBottom: '1px solid #f0f0f0' }}>
            <Typography.Text strong>
              <UserOutlined /> {name}
            </Typography.Text>
            <Space style={{ marginTop: 12, display: 'flex' }} wrap>
              <Link
                to={SCREENS.changePassword.path}
                onClick={() => {
                  setDrawerOpen(false);
                }}
              >
                <KeyOutlined /> Đổi mật khẩu
              </Link>
              <Button icon={<LogoutOutlined />} onClick={onLogout}>
                Logout
              </Button>
            </Space>
          </div>
          <NavMenu
            onNavigate={() => {
              setDrawerOpen(false);
            }}
          />
        </Drawer>
        <Layout>
          {!isMobile && (
            <Layout.Sider
              width={248}
              theme="light"
              breakpoint="lg"
              collapsible
              style={{ borderRight: '1px solid #f0f0f0' }}
            >
              <NavMenu />
            </Layout.Sider>
          )}
          <Layout.Content style={{ padding: isMobile ? '64px 0 24px' : '24px 0' }}>
            <main style={{ width: CONTENT_WIDTH, margin: '0 auto' }}>
              <Outlet />
            </main>
          </Layout.Content>
        </Layout>
        <FloatButton.BackTop aria-label="Lên đầu trang" />
      </Layout>
    </QueryClientProvider>
  );
}
