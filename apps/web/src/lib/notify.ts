import { MESSAGES, NOTIFICATION_DURATION_S } from '@backoffice/shared';
import { notification } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';

// The App component hands over its themed instance; the static one serves before that (and in tests).
let instance: NotificationInstance = notification;

export function setNotificationInstance(next: NotificationInstance): void {
  instance = next;
}

export const notify = {
  error(title: string, description?: string) {
    instance.error({ title, description, duration: NOTIFICATION_DURATION_S });
  },
  success(title: string = MESSAGES.defaultSuccess, description?: string) {
    instance.success({ title, description, duration: NOTIFICATION_DURATION_S });
  },
  info(title: string, description?: string) {
    instance.info({ title, description, duration: NOTIFICATION_DURATION_S });
  },
};
