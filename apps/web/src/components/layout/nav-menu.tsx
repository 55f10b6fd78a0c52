import {
  AppstoreOutlined,
  BarChartOutlined,
  MessageOutlined,
  NotificationOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import {
  SCREENS,
  SCREEN_GROUPS,
  type Screen,
  type ScreenGroup,
  canAccess,
} from '@backoffice/shared';
import { Badge, Flex, Menu } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useAdvPending } from '../../lib/adv-pending';
import { useSessionStore } from '../../lib/session-store';

export const GROUP_ICONS: Record<ScreenGroup, ReactNode> = {
  general: <AppstoreOutlined />,
  ecommerce: <ShopOutlined />,
  report: <BarChartOutlined />,
  adv: <NotificationOutlined />,
  config: <SettingOutlined />,
  hrm: <TeamOutlined />,
  crm: <UserOutlined />,
  wms: <MessageOutlined />,
};

/** The screens this user may open, grouped as the menu and the home page show them. */
export function useOpenableScreens(): { group: ScreenGroup; screens: Screen[] }[] {
  const role = useSessionStore((state) => state.role);
  const department = useSessionStore((state) => state.department);
  const openable = Object.values(SCREENS).filter(
    (screen: Screen) => screen.inMenu && canAccess({ role, department }, screen),
  );
  return (Object.keys(SCREEN_GROUPS) as ScreenGroup[])
    .map((group) => ({ group, screens: openable.filter((screen) => screen.group === group) }))
    .filter((entry) => entry.screens.length > 0);
}

/**
 * The menu entry of a path: the screen it is, or the one it lies under (/crm/customer/42 is under
 * /crm/customer); else the one its path extends (/ecommerce/seller-summary/2010 belongs to the
 * seller report, /ecommerce/seller), never both /ecommerce/seller and /ecommerce/seller-detail.
 */
export function selectedPaths(pathname: string): string[] {
  const paths = Object.values(SCREENS)
    .filter((screen: Screen) => screen.inMenu && screen.path !== '/')
    .map((screen: Screen) => screen.path);
  const longest = (candidates: string[]) =>
    candidates.sort((a, b) => b.length - a.length).slice(0, 1);
  const under = paths.filter((path) => pathname === path || pathname.startsWith(`${path}/`));
  return under.length > 0 ? longest(under) : longest(paths.filter((p) => pathname.startsWith(p)));
}

/** A menu entry with what waits there (a count), when something does. */
function EntryLabel({ screen, waiting }: { screen: Screen; waiting: number }) {
  const link = <Link to={screen.path}>{screen.title}</Link>;
  if (waiting <= 0) return link;
  return (
    <Flex justify="space-between" align="center" gap={8}>
      {link}
      <Badge count={waiting} overflowCount={99} title={`${String(waiting)} đơn chưa xác nhận`} />
    </Flex>
  );
}

export function NavMenu({ onNavigate }: { onNavigate?: () => void }) {
  const groups = useOpenableScreens();
  const advPending = useAdvPending();
  const waiting = (screen: Screen) =>
    screen.path === SCREENS.advOrderNotify.path ? (advPending?.count ?? 0) : 0;
  const { pathname } = useLocation();
  const selected = selectedPaths(pathname);
  return (
    <nav aria-label="Menu chức năng">
      <Menu
        mode="inline"
        selectedKeys={selected}
        defaultOpenKeys={groups.map((entry) => entry.group)}
        onClick={onNavigate}
        items={[
          { key: '/', icon: <AppstoreOutlined />, label: <Link to="/">{SCREENS.home.title}</Link> },
          ...groups.map(({ group, screens }) => ({
            key: group,
            icon: GROUP_ICONS[group],
            label: SCREEN_GROUPS[group],
            children: screens.map((screen) => ({
              key: screen.path,
              label: <EntryLabel screen={screen} waiting={waiting(screen)} />,
            })),
          })),
        ]}
      />
    </nav>
  );
}
