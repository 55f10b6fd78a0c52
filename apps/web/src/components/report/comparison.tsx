// What a report's figures are compared with, as its answer says: the period compared, how it was
// chosen (the days before, a year earlier, from last Tết) and the first day with orders. The frame
// names it in its subtitle and shares it with the cards and cells that show a change.
import {
  COMPARE_LABELS,
  COMPARE_MODES,
  type CompareMode,
  type ReportPeriod,
  tetsOf,
} from '@backoffice/shared';
import { Select } from 'antd';
import { createContext, useContext } from 'react';
import { formatDate, formatDateTime } from '../../lib/format';

export interface ComparedAnswer {
  period: ReportPeriod;
  previousPeriod: ReportPeriod;
  compare: CompareMode;
  /** The period ends today: the compared one's last day up to this instant (the same time of day). */
  comparedUntil?: string | null;
  dataSince: string | null;
}

/** How a change names what it is against. */
export const COMPARED_WITH: Readonly<Record<CompareMode, string>> = {
  previous: 'so với kỳ trước',
  year: 'so với cùng kỳ năm trước',
  tet: 'so với cùng kỳ Tết năm trước',
};

/** A chart series of the period compared: "Doanh thu (cùng kỳ năm trước)". */
export const comparedSeriesName = (name: string, compare: CompareMode) =>
  `${name} (${COMPARED_WITH[compare].replace('so với ', '')})`;

/** Said instead of a change when the period compared starts before the first day with orders. */
export const COMPARED_SHORT = 'Kỳ so sánh thiếu dữ liệu';

export const COMPARE_SELECT_LABEL = 'So sánh với';

const ComparisonContext = createContext<ComparedAnswer | undefined>(undefined);

/** The comparison of the report shown, for the cards and cells inside its frame. */
export const ComparisonProvider = ComparisonContext.Provider;

export const useComparison = () => useContext(ComparisonContext);

/** The period compared starts before the first day with orders: it holds less than it should. */
export function comparedShort(compared: ComparedAnswer | undefined): boolean {
  return (
    compared !== undefined &&
    compared.dataSince !== null &&
    compared.previousPeriod.fromDate < compared.dataSince
  );
}

/** A period's days, its last one to a time of day when it ends at one. */
const days = (period: ReportPeriod, until?: string | null) =>
  `${formatDate(period.fromDate)} – ${until ? formatDateTime(until) : formatDate(period.toDate)}`;

/** What the subtitle says of the period compared with (and of its data, when short). */
export function comparedText(compared: ComparedAnswer, first = true): string {
  const phrase = COMPARED_WITH[compared.compare];
  let text = first ? phrase.charAt(0).toUpperCase() + phrase.slice(1) : phrase;
  const tets = compared.compare === 'tet' ? tetsOf(compared.period) : null;
  if (tets) text += ` (Tết ${formatDate(tets.current)} ↔ ${formatDate(tets.previous)})`;
  text += `: ${days(compared.previousPeriod, compared.comparedUntil)}`;
  if (comparedShort(compared) && compared.dataSince) {
    text += ` · ${COMPARED_SHORT.toLowerCase()} (dữ liệu từ ${formatDate(compared.dataSince)})`;
  }
  return text;
}

/** The choice of what to compare with, next to the period. */
export function CompareSelect({
  value,
  onChange,
}: {
  value: CompareMode;
  onChange: (compare: CompareMode) => void;
}) {
  return (
    <Select<CompareMode>
      aria-label={COMPARE_SELECT_LABEL}
      value={value}
      onChange={onChange}
      style={{ minWidth: 200 }}
      options={COMPARE_MODES.map((mode) => ({ value: mode, label: COMPARE_LABELS[mode] }))}
      prefix={`${COMPARE_SELECT_LABEL}:`}
    />
  );
}
