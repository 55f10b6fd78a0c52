import { MAX_SALE_TARGET, type SaleTarget } from '@backoffice/shared';
import { Alert, Button, Empty, InputNumber, List, Skeleton, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { MonthPicker } from '../../../components/ui/month-picker';
import { Drawer } from '../../../components/ui/overlay';
import { formatDateTime, formatVnd } from '../../../lib/format';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useSaleTargets, useSetSaleTarget } from '../api/sale-targets';

export const TARGETS_TITLE = 'Chỉ tiêu doanh thu';

/** Thousands with dots while typing, as the amounts are read everywhere else. */
const withDots = (value: number | string | undefined) =>
  value === undefined || value === '' ? '' : String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
const digitsOf = (text: string | undefined) => (text ?? '').replace(/\D/g, '');

/** One sale's target of the month: an amount to set for a team member, read-only otherwise. */
function TargetRow({ target }: { target: SaleTarget }) {
  const [draft, setDraft] = useState<number | null>(target.amount);
  const save = useSetSaleTarget();
  const changed = draft !== target.amount;
  const label = `Chỉ tiêu ${target.fullName}`;
  const setBy =
    target.updatedBy && target.updatedAt
      ? `Đặt bởi ${target.updatedBy} lúc ${formatDateTime(target.updatedAt)}`
      : 'Chưa đặt chỉ tiêu';
  return (
    <List.Item>
      <Space orientation="vertical" size={4} style={{ width: '100%' }}>
        <Typography.Text strong>{target.fullName}</Typography.Text>
        {target.canEdit ? (
          <Space.Compact style={{ width: '100%' }}>
            <InputNumber<number>
              aria-label={label}
              value={draft}
              min={0}
              max={MAX_SALE_TARGET}
              precision={0}
              step={1_000_000}
              formatter={withDots}
              parser={(text) => Number(digitsOf(text))}
              suffix="₫"
              placeholder="Chưa đặt"
              style={{ width: '100%' }}
              onChange={(value) => {
                setDraft(value === null || value === 0 ? null : value);
              }}
            />
            <Button
              type="primary"
              aria-label={`Lưu chỉ tiêu ${target.fullName}`}
              disabled={!changed}
              loading={save.isPending}
              onClick={() => {
                save.mutate({ saleId: target.saleId, month: target.month, amount: draft });
              }}
            >
              Lưu
            </Button>
          </Space.Compact>
        ) : (
          <Typography.Text aria-label={label}>
            {target.amount === null ? 'Chưa đặt' : formatVnd(target.amount)}
          </Typography.Text>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {setBy}
        </Typography.Text>
      </Space>
    </List.Item>
  );
}

/**
 * The month's revenue targets of the sales the user reads: a leader sets their team's (GOD
 * anyone's), each saved on its own and audited; a sale sees their own.
 */
export function TargetsDrawer({
  open,
  onClose,
  initialMonth,
}: {
  open: boolean;
  onClose: () => void;
  /** 'YYYY-MM'. */
  initialMonth: string;
}) {
  const [month, setMonth] = useState(initialMonth);
  const targets = useSaleTargets(month, open);
  const phone = useIsMobile();
  return (
    <Drawer
      title={TARGETS_TITLE}
      open={open}
      onClose={onClose}
      size={phone ? '100%' : 440}
      destroyOnHidden
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <MonthPicker
          format="MM/YYYY"
          allowClear={false}
          value={dayjs(`${month}-01`)}
          onChange={(value: unknown) => {
            if (dayjs.isDayjs(value)) setMonth(value.format('YYYY-MM'));
          }}
          style={{ width: '100%' }}
        />
        <Typography.Text type="secondary">
          Chỉ tiêu của một kỳ ngắn hơn tháng được chia theo ngày làm việc (thứ Hai đến thứ Sáu).
        </Typography.Text>
        {targets.isPending ? (
          <Skeleton active />
        ) : targets.isError ? (
          <Alert
            type="error"
            showIcon
            title="Không tải được chỉ tiêu."
            action={
              <Button size="small" onClick={() => void targets.refetch()}>
                Thử lại
              </Button>
            }
          />
        ) : targets.data.rows.length === 0 ? (
          <Empty description="Không có nhân viên kinh doanh nào." />
        ) : (
          <List
            dataSource={targets.data.rows}
            rowKey={(target) => `${String(target.saleId)}:${target.month}`}
            renderItem={(target) => (
              <TargetRow key={`${String(target.saleId)}:${target.month}`} target={target} />
            )}
          />
        )}
      </Space>
    </Drawer>
  );
}
