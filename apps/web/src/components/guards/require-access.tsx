import { PUBLIC_PATHS, SCREENS, type Screen, UserStatus, canAccess } from '@backoffice/shared';
import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import { notify } from '../../lib/notify';
import { hasLiveToken, useSessionStore } from '../../lib/session-store';

const CHANGE_PASSWORD = SCREENS.changePassword.path;

/** Logs out, then goes to the sign-in page (with a word on why, when there is one). */
function LogoutToLogin({ reason }: { reason?: string }) {
  const logout = useSessionStore((state) => state.logout);
  useEffect(() => {
    logout();
    if (reason) notify.error(reason);
  }, [logout, reason]);
  return <Navigate to={PUBLIC_PATHS.login} replace />;
}

/**
 * The guards of spec section 4 for one screen: a missing token or a failed role/department check logs
 * out and goes to /login; guard B sends a user with status -1, and guard A an inactive user (except on
 * the ADV order-notify layout), to change-password, except on change-password itself.
 */
export function RequireAccess({ screen, children }: { screen: Screen; children: ReactNode }) {
  const { token, expiresAt, user, role, department } = useSessionStore();
  if (!hasLiveToken({ token, expiresAt }) || !user) return <LogoutToLogin />;
  if (!canAccess({ role, department }, screen)) {
    return (
      <LogoutToLogin reason="Tài khoản của bạn không có quyền mở màn hình này. Vui lòng đăng nhập bằng tài khoản phù hợp." />
    );
  }
  const onChangePassword = screen.path === CHANGE_PASSWORD;
  if (user.status === UserStatus.MUST_CHANGE_PASSWORD && !onChangePassword) {
    return <Navigate to={CHANGE_PASSWORD} replace />;
  }
  if (!user.active && !screen.skipActiveCheck && !onChangePassword) {
    return <Navigate to={CHANGE_PASSWORD} replace />;
  }
  return children;
}
