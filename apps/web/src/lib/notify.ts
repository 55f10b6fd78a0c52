import { MESSAGES, NOTIFICATION_DURATION_S } from '@backoffice/shared';
import type { ArgsProps, NotificationInstance } from 'antd/es/notification/interface';

type Kind = 'error' | 'success' | 'info';

// Ant Design's notification is loaded with the first notice rather than with the first page: the
// sign-in page stays light. A test (or a themed App) may hand over its own instance.
let instance: NotificationInstance | null = null;
let loading: Promise<NotificationInstance> | null = null;

/**
 * Where the notices stack from the top of the window: below the top bar (64 px), so that one never
 * hides the user's name or the Logout button while it shows.
 */
export const NOTICE_TOP_PX = 72;

export function setNotificationInstance(next: NotificationInstance): void {
  instance = next;
}

function show(kind: Kind, args: ArgsProps): void {
  if (instance) {
    instance[kind](args);
    return;
  }
  loading ??= import('antd/es/notification').then((module) => {
    module.default.config({ top: NOTICE_TOP_PX });
    return module.default;
  });
  void loading.then((loaded) => {
    instance ??= loaded;
    instance[kind](args);
  });
}

export const notify = {
  error(title: string, description?: string) {
    show('error', { title, description, duration: NOTIFICATION_DURATION_S });
  },
  success(title: string = MESSAGES.defaultSuccess, description?: string) {
    show('success', { title, description, duration: NOTIFICATION_DURATION_S });
  },
  info(title: string, description?: string) {
    show('info', { title, description, duration: NOTIFICATION_DURATION_S });
  },
};
