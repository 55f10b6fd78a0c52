import { departmentName, roleName } from '@backoffice/shared';
import { Card, Col, Row, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { GROUP_ICONS, useOpenableScreens } from '../../components/layout/nav-menu';
import { SCREEN_GROUPS } from '@backoffice/shared';
import { useSessionStore } from '../../lib/session-store';

/** What this user can open, by group, as cards. */
export function HomePage() {
  const user = useSessionStore((state) => state.user);
  const role = useSessionStore((state) => state.role);
  const department = useSessionStore((state) => state.department);
  const groups = useOpenableScreens();

  return (
    <div>
      <Typography.Title level={3} style={{ marginBottom: 4 }}>
        Xin chào, {user?.name}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        <Tag color="blue">{departmentName(department)}</Tag>
        <Tag color="gold">{roleName(role)}</Tag>
        Chọn chức năng để bắt đầu làm việc.
      </Typography.Paragraph>
      {groups.map(({ group, screens }) => (
        <section key={group} aria-label={SCREEN_GROUPS[group]} style={{ marginBottom: 24 }}>
          <Typography.Title level={5}>
            {GROUP_ICONS[group]} {SCREEN_GROUPS[group]}
          </Typography.Title>
          <Row gutter={[16, 16]}>
            {screens.map((screen) => (
              <Col key={screen.path} xs={24} sm={12} lg={8} xl={6}>
                <Link to={screen.path}>
                  <Card hoverable size="small" style={{ height: '100%' }}>
                    <Card.Meta title={screen.title} description={screen.description} />
                  </Card>
                </Link>
              </Col>
            ))}
          </Row>
        </section>
      ))}
    </div>
  );
}
