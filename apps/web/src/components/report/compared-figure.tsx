import { formatNumber } from '../../lib/format';
import { Money } from '../ui/money';
import { KpiChange } from './kpi-cards';
import { FigureLink } from './orders-drawer';

/**
 * A figure of a report table with its change against the period compared below it; with `open`,
 * the figure opens the orders behind it (`label` says what it is: "Doanh thu Nhà thuốc Minh Châu").
 */
export function ComparedFigure({
  value,
  previous,
  money = false,
  label,
  open,
}: {
  value: number;
  previous: number;
  money?: boolean;
  label: string;
  open?: (() => void) | undefined;
}) {
  const shown = money ? <Money value={value} /> : formatNumber(value);
  return (
    <div style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
      {open ? (
        <FigureLink label={label} value={value} onOpen={open}>
          {shown}
        </FigureLink>
      ) : (
        shown
      )}
      <div style={{ fontSize: 12 }}>
        <KpiChange value={value} previous={previous} />
      </div>
    </div>
  );
}
