import { ConfigProvider } from 'antd';
import viVN from 'antd/locale/vi_VN';
import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import { useEffect, useState } from 'react';
// From react-router/dom: navigations asked with flushSync are rendered at once.
import { RouterProvider } from 'react-router/dom';
import { setNavigator } from '../lib/navigation';
import { PersistGate } from '../lib/persist-gate';
import { useMasterDataStore } from '../lib/master-data/master-data-store';
import { useSessionStore } from '../lib/session-store';
import { useReducedMotion } from '../lib/use-reduced-motion';
import { createRouter } from './router';

dayjs.locale('vi');

const persistedStores = [useSessionStore, useMasterDataStore];

export function App() {
  const [router] = useState(createRouter);
  // Opening drawers, menus and dialogs, waves on clicks: none for a user who asked for less motion.
  const motion = !useReducedMotion();
  useEffect(() => {
    setNavigator((path) => void router.navigate(path));
  }, [router]);

  return (
    <ConfigProvider
      locale={viVN}
      theme={{ token: { colorPrimary: '#0b7a66', borderRadius: 6, motion } }}
      // Confirmation dialogs leave the focus where it is when they close (see components/ui/overlay).
      modal={{ focusable: { focusTriggerAfterClose: false } }}
    >
      <PersistGate stores={persistedStores}>
        <RouterProvider router={router} />
      </PersistGate>
    </ConfigProvider>
  );
}
