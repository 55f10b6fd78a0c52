import { LEAVE_STATUS_LABELS, type LeaveStatus } from '@backoffice/shared';
import { Tag } from 'antd';

export function LeaveStatusTag({ status }: { status: LeaveStatus }) {
  const { label, color } = LEAVE_STATUS_LABELS[status];
  return <Tag color={color}>{label}</Tag>;
}
