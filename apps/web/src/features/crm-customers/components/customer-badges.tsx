import { PushpinFilled } from '@ant-design/icons';
import {
  APPROVAL_STATUS_LABELS,
  ApprovalStatus,
  type Customer,
  PIPELINE_STATE_LABELS,
  type PipelineState,
} from '@backoffice/shared';
import { Space, Tag, Tooltip } from 'antd';

export const PIPELINE_STATE_COLORS: Record<PipelineState, string> = {
  NEW: 'blue',
  CONTACTED: 'cyan',
  INTERESTED: 'gold',
  ORDERED: 'green',
  LOST: 'default',
};

export function PinnedIcon({ customer }: { customer: Customer }) {
  if (!customer.pinned) return null;
  return (
    <Tooltip title="Đã ghim">
      <PushpinFilled aria-label="Đã ghim" style={{ color: '#d48806' }} />
    </Tooltip>
  );
}

/** Pending approval, the caller's own flags: what a glance at a customer should tell. */
export function CustomerBadges({ customer }: { customer: Customer }) {
  const pending = customer.approvalStatus !== ApprovalStatus.APPROVED;
  if (!pending && !customer.doNotCall && !customer.hidden) return null;
  return (
    <Space size={4} wrap>
      {pending ? (
        <Tag color={customer.approvalStatus === ApprovalStatus.PENDING ? 'orange' : 'red'}>
          {APPROVAL_STATUS_LABELS[customer.approvalStatus]}
        </Tag>
      ) : null}
      {customer.doNotCall ? <Tag color="red">Không gọi</Tag> : null}
      {customer.hidden ? <Tag>Đã ẩn</Tag> : null}
    </Space>
  );
}

export function PipelineStateTag({ state }: { state: PipelineState | null }) {
  if (state === null) return null;
  return <Tag color={PIPELINE_STATE_COLORS[state]}>{PIPELINE_STATE_LABELS[state]}</Tag>;
}
