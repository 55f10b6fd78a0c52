import { MESSAGES, NOTIFICATION_DURATION_S } from '@backoffice/shared';
import type { ArgsProps, NotificationInstance } from 'antd/es/notification/interface';

type Kind = 'error' | 'success' | 'info';

// Ant Design's notification is loaded with the first notice rather than with the first page: the
// sign-in page stays light. A test (or a themed App) may hand over its own instance.
let instance: NotificationInstance | null = null;
let loading: Promise<NotificationInstance> | null = null;

export function setNotificationInstance(next: NotificationInstance): void {
  instance = next;
}

function show(kind: Kind, args: ArgsProps): void {
  if (instance) {
    instance[kind](args);
    return;
  }
  loading ??= import('antd/es/notification').then((module) => module.default);
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
