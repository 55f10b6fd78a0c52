import { PUBLIC_PATHS, SCREENS, type Screen, type ScreenKey } from '@backoffice/shared';
import { Suspense, lazy } from 'react';
import { type RouteObject, createBrowserRouter } from 'react-router';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { RequireAccess } from '../components/guards/require-access';
import { loadWithTimeout } from '../lib/lazy-screen';
import { RouteError } from './route-error';
import { SCREEN_COMPONENTS } from './screen-components';

const LoginPage = lazy(() =>
  loadWithTimeout(() =>
    import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })),
  ),
);
const ChangePasswordPage = lazy(() =>
  loadWithTimeout(() =>
    import('../features/auth/change-password-page').then((m) => ({
      default: m.ChangePasswordPage,
    })),
  ),
);
const UnauthorizedPage = lazy(() =>
  loadWithTimeout(() =>
    import('../features/auth/unauthorized-page').then((m) => ({ default: m.UnauthorizedPage })),
  ),
);

const AppLayout = lazy(() =>
  loadWithTimeout(() =>
    import('../components/layout/app-layout').then((m) => ({ default: m.AppLayout })),
  ),
);
const NotFoundPage = lazy(() =>
  loadWithTimeout(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage }))),
);

const loading = <FullScreenSpinner />;
const layout = (
  <Suspense fallback={loading}>
    <AppLayout />
  </Suspense>
);

function guarded(screen: Screen, element: React.ReactNode): React.ReactNode {
  return (
    <RequireAccess screen={screen}>
      <Suspense fallback={loading}>{element}</Suspense>
    </RequireAccess>
  );
}

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      {
        path: PUBLIC_PATHS.login,
        element: (
          <Suspense fallback={loading}>
            <LoginPage />
          </Suspense>
        ),
      },
      {
        path: PUBLIC_PATHS.unauthorized,
        element: (
          <Suspense fallback={loading}>
            <UnauthorizedPage />
          </Suspense>
        ),
      },
      {
        path: SCREENS.changePassword.path,
        element: guarded(SCREENS.changePassword, <ChangePasswordPage />),
      },
      {
        element: layout,
        errorElement: <RouteError />,
        children: (Object.keys(SCREEN_COMPONENTS) as Exclude<ScreenKey, 'changePassword'>[]).map(
          (key) => {
            const Component = SCREEN_COMPONENTS[key];
            const screen: Screen = SCREENS[key];
            return {
              path: screen.path,
              element: guarded(screen, <Component />),
              errorElement: <RouteError />,
            };
          },
        ),
      },
      {
        element: <RequireAccess screen={SCREENS.home}>{layout}</RequireAccess>,
        children: [
          {
            path: '*',
            element: (
              <Suspense fallback={loading}>
                <NotFoundPage />
              </Suspense>
            ),
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
