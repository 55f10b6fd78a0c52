import { SYNC_RUN_STATUS_LABELS, type SyncRunStatus } from '@backoffice/shared';
import { Tag } from 'antd';
import { RUN_STATUS_COLORS } from './sync-run-labels';

export function SyncRunStatusTag({ status }: { status: SyncRunStatus }) {
  return <Tag color={RUN_STATUS_COLORS[status]}>{SYNC_RUN_STATUS_LABELS[status]}</Tag>;
}
