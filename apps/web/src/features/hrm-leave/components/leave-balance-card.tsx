import type { LeaveBalance } from '@backoffice/shared';
import { Card, Col, Progress, Row, Skeleton, Statistic, Typography } from 'antd';
import { useIsMobile } from '../../../lib/use-is-mobile';

/** The annual leave of the year: allowance, taken, waiting for a decision, what remains. */
export function LeaveBalanceCard({
  balance,
  loading,
}: {
  balance: LeaveBalance | undefined;
  loading: boolean;
}) {
  const isMobile = useIsMobile();
  if (!balance) {
    return (
      <Card size="small" title="Phép năm">
        <Skeleton active={loading} paragraph={{ rows: 1 }} />
      </Card>
    );
  }
  const taken = Math.min(100, (balance.used / balance.allowance) * 100);
  const held = Math.min(100, ((balance.used + balance.pending) / balance.allowance) * 100);
  const number = (value: number) => String(value).replace('.', ',');
  return (
    <Card
      size="small"
      title={`Phép năm ${String(balance.year)}`}
      extra={
        isMobile ? undefined : (
          <Typography.Text type="secondary">
            Tính theo ngày làm việc, nửa ngày = 0,5
          </Typography.Text>
        )
      }
    >
      <Row gutter={[16, 12]} aria-label="Số ngày phép năm">
        <Col xs={12} sm={6}>
          <Statistic title="Được nghỉ" value={number(balance.allowance)} suffix="ngày" />
        </Col>
        <Col xs={12} sm={6}>
          <Statistic title="Đã nghỉ" value={number(balance.used)} suffix="ngày" />
        </Col>
        <Col xs={12} sm={6}>
          <Statistic title="Chờ duyệt" value={number(balance.pending)} suffix="ngày" />
        </Col>
        <Col xs={12} sm={6}>
          <Statistic
            title="Còn lại"
            value={number(balance.remaining)}
            suffix="ngày"
            styles={{ content: { color: balance.remaining > 0 ? '#0b7a66' : '#cf1322' } }}
          />
        </Col>
      </Row>
      <Progress
        percent={held}
        success={{ percent: taken }}
        showInfo={false}
        aria-label="Phép năm đã dùng"
        style={{ marginTop: 8, marginBottom: 0 }}
      />
    </Card>
  );
}
