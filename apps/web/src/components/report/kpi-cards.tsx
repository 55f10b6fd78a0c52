import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { type Compared, changeRatio } from '@backoffice/shared';
import { Button, Card, Skeleton, Statistic, Typography, theme } from 'antd';
import { formatNumber, formatPercent, formatVnd } from '../../lib/format';
import { useIsMobile } from '../../lib/use-is-mobile';
import { HintedLabel } from './revenue-heading';
import { COMPARED_SHORT, COMPARED_WITH, comparedShort, useComparison } from './comparison';

export interface Kpi {
  label: string;
  value: number;
  /** The same figure over the previous period of the same length; none for a figure of now. */
  previous?: number;
  kind: 'money' | 'count' | 'percent';
  /** A line under the figure saying what it counts, for a figure with no previous one. */
  note?: string;
  /** What the figure counts, in a tooltip on its label. */
  hint?: string;
  /** Opens the orders behind the figure (a "Xem đơn" link on the card). */
  open?: () => void;
}

/** The link from a figure to the orders behind it. */
export const OPEN_ORDERS_LABEL = 'Xem đơn';

/** The keys of `T` that hold a number. */
type FigureOf<T> = { [K in keyof T]: T[K] extends number ? K : never }[keyof T];

/** A key figure of a report's totals, to show as a card. */
export interface KpiOf<T> {
  label: string;
  figure: FigureOf<T>;
  kind: Kpi['kind'];
  hint?: string;
}

/** The cards of some figures, each with its value over the previous period. */
export function kpisOf<T>(totals: Compared<T>, figures: readonly KpiOf<T>[]): Kpi[] {
  return figures.map(({ label, figure, kind, hint }) => ({
    label,
    value: totals.current[figure] as number,
    previous: totals.previous[figure] as number,
    kind,
    ...(hint === undefined ? {} : { hint }),
  }));
}

function show(kpi: Pick<Kpi, 'kind'>, value: number): string {
  if (kpi.kind === 'money') return formatVnd(value);
  return kpi.kind === 'percent' ? formatPercent(value) : formatNumber(value);
}

/**
 * The change against the period compared: up green, down red, in %; none when nothing to compare;
 * said to be short of data when the period compared starts before the first day with orders.
 */
export function KpiChange({ value, previous }: { value: number; previous: number }) {
  const { token } = theme.useToken();
  const compared = useComparison();
  if (comparedShort(compared)) {
    return (
      <Typography.Text type="warning" style={{ whiteSpace: 'nowrap' }}>
        {COMPARED_SHORT}
      </Typography.Text>
    );
  }
  const ratio = changeRatio(value, previous);
  if (ratio === null) {
    return <Typography.Text type="secondary">{value === 0 ? '—' : 'Mới'}</Typography.Text>;
  }
  const up = ratio > 0;
  const down = ratio < 0;
  const color = up ? token.colorSuccess : down ? token.colorError : token.colorTextSecondary;
  const word = up ? 'Tăng' : down ? 'Giảm' : 'Không đổi';
  return (
    <span
      style={{ color, whiteSpace: 'nowrap' }}
      aria-label={`${word} ${formatPercent(Math.abs(ratio))}`}
    >
      {up ? <ArrowUpOutlined /> : down ? <ArrowDownOutlined /> : null}{' '}
      {formatPercent(Math.abs(ratio))}
    </span>
  );
}

/** The report's key figures, each with its change against the previous period. */
export function KpiCards({ items, loading = false }: { items: readonly Kpi[]; loading?: boolean }) {
  const comparedWith = COMPARED_WITH[useComparison()?.compare ?? 'previous'];
  const phone = useIsMobile();
  return (
    <div
      role="list"
      aria-label="Chỉ số chính"
      style={{
        display: 'grid',
        gap: phone ? 8 : 12,
        // Two cards a row on a phone, in a smaller type that keeps 4.227.085.900 ₫ on one line.
        gridTemplateColumns: phone
          ? 'repeat(2, minmax(0, 1fr))'
          : 'repeat(auto-fit, minmax(min(180px, 100%), 1fr))',
      }}
    >
      {items.map((kpi) => (
        <div key={kpi.label} role="listitem" style={{ minWidth: 0 }}>
          <Card
            size="small"
            style={{ height: '100%' }}
            styles={phone ? { body: { padding: '8px 10px' } } : undefined}
          >
            {loading ? (
              <Skeleton active paragraph={{ rows: 1 }} title={false} />
            ) : (
              <Statistic
                title={kpi.hint ? <HintedLabel label={kpi.label} hint={kpi.hint} /> : kpi.label}
                value={show(kpi, kpi.value)}
                styles={{
                  content: {
                    fontSize: phone ? 15 : 20,
                    fontVariantNumeric: 'tabular-nums',
                    whiteSpace: 'nowrap',
                  },
                }}
              />
            )}
            {loading || kpi.previous === undefined ? null : (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                <KpiChange value={kpi.value} previous={kpi.previous} /> {comparedWith} (
                {show(kpi, kpi.previous)})
              </Typography.Text>
            )}
            {kpi.open && !loading ? (
              <div>
                <Button
                  type="link"
                  size="small"
                  style={{ paddingInline: 0 }}
                  onClick={kpi.open}
                  aria-label={`${OPEN_ORDERS_LABEL}: ${kpi.label}`}
                >
                  {OPEN_ORDERS_LABEL}
                </Button>
              </div>
            ) : null}
            {kpi.note ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {kpi.note}
              </Typography.Text>
            ) : null}
          </Card>
        </div>
      ))}
    </div>
  );
}
