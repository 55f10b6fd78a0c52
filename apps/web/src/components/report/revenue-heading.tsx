import { InfoCircleOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';

/** What every report's "Doanh thu" counts, told on each revenue heading. */
export const REVENUE_MEANING =
  'Doanh thu là số tiền người mua trả, sau mọi giảm giá. Giảm giá của một đơn được chia cho các ' +
  'sản phẩm trong đơn theo tỷ lệ giá trị từng dòng, nên doanh thu các sản phẩm cộng lại bằng ' +
  'doanh thu các đơn.';

/** A label with what it counts in a tooltip (on hover, or on focus from the keyboard). */
export function HintedLabel({ label, hint }: { label: string; hint: string }) {
  return (
    <Tooltip title={hint} trigger={['hover', 'focus']}>
      <span tabIndex={0} style={{ whiteSpace: 'nowrap' }}>
        {label} <InfoCircleOutlined aria-hidden style={{ fontSize: 12, opacity: 0.6 }} />
      </span>
    </Tooltip>
  );
}

/** A revenue heading, with what revenue counts in its tooltip. */
export function RevenueHeading({ label = 'Doanh thu' }: { label?: string }) {
  return <HintedLabel label={label} hint={REVENUE_MEANING} />;
}

/** A table column's revenue heading, and its plain title in the Excel file. */
export function revenueTitle(label = 'Doanh thu') {
  return { title: <RevenueHeading label={label} />, exportTitle: label };
}
