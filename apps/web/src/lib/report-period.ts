// The period of a report screen, kept in the address (?fromDate=YYYY-MM-DD&toDate=YYYY-MM-DD, and
// &compare=year|tet when not compared with the period just before) so that a link, a reload or the
// back button reproduces the view.
import { withoutPage } from './table-in-address';
import { COMPARE_MODES, type CompareMode } from '@backoffice/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type ApiDateRange,
  type DateRange,
  type DateRangePresetKey,
  type MonthRangePresetKey,
  fromApiRange,
  givenDays,
  monthPresetRange,
  monthRange,
  presetRange,
  toApiRange,
} from './date-range';

export const PERIOD_PARAMS = { from: 'fromDate', to: 'toDate', compare: 'compare' } as const;

/** A report's period as its call takes it, with what it is compared with (none: the days before). */
export interface ReportPeriodQuery extends ApiDateRange {
  compare?: CompareMode;
}

export interface ReportPeriodState {
  range: DateRange;
  /** The period as the report calls take it (with `compare` on a report that compares). */
  period: ReportPeriodQuery;
  setRange: (range: DateRange) => void;
  /** The address named a period that is not one: asked for as given, named in the error. */
  invalid: boolean;
  /** What the figures are compared with; undefined on a report that compares nothing. */
  compare: CompareMode | undefined;
  setCompare: (compare: CompareMode) => void;
}

const isCompareMode = (text: string | null): text is CompareMode =>
  (COMPARE_MODES as readonly (string | null)[]).includes(text);

const wholeMonths = (range: DateRange) => monthRange(range.fromDate, range.toDate);

/**
 * The period in the address, `align`ed (whole months for a month report), or the default when the
 * address has none; setting it rewrites the address, other parameters kept. A period the address
 * names that is not one (the end before the start, a day that does not exist, an end missing) is
 * asked for as given, so that the report shows the server's error over the days it was given, never
 * another period's figures under them.
 */
function usePeriodInAddress(
  defaultRange: () => DateRange,
  align: ((range: DateRange) => DateRange) | undefined,
  comparable: boolean,
): ReportPeriodState {
  const [params, setParams] = useSearchParams();
  const fromText = params.get(PERIOD_PARAMS.from);
  const toText = params.get(PERIOD_PARAMS.to);
  const compareText = params.get(PERIOD_PARAMS.compare);
  // An unknown comparison in the address is asked for as given: the report names the error.
  const compare = comparable ? (compareText ?? 'previous') : undefined;
  const { range, period, invalid } = useMemo(() => {
    const given = { fromDate: fromText ?? undefined, toDate: toText ?? undefined };
    const asked = fromApiRange(given);
    const compared =
      compare === undefined || compare === 'previous' ? {} : { compare: compare as CompareMode };
    if (asked || (fromText === null && toText === null)) {
      const days = asked ? (align ? align(asked) : asked) : defaultRange();
      return { range: days, period: { ...toApiRange(days), ...compared }, invalid: false };
    }
    return {
      range: givenDays(given) ?? defaultRange(),
      period: { fromDate: fromText ?? '', toDate: toText ?? '', ...compared },
      invalid: true,
    };
  }, [fromText, toText, compare, defaultRange, align]);
  const setRange = useCallback(
    (next: DateRange) => {
      const days = toApiRange(align ? align(next) : next);
      setParams(
        (current) => {
          // Another period's rows start from the first page.
          const updated = withoutPage(current);
          updated.set(PERIOD_PARAMS.from, days.fromDate);
          updated.set(PERIOD_PARAMS.to, days.toDate);
          return updated;
        },
        // At once, not in a transition: the report dims and asks for the new period the moment the
        // picker closes, rather than showing the old period's figures under the new dates.
        { flushSync: true },
      );
    },
    [setParams, align],
  );
  const setCompare = useCallback(
    (next: CompareMode) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === 'previous') updated.delete(PERIOD_PARAMS.compare);
          else updated.set(PERIOD_PARAMS.compare, next);
          return updated;
        },
        { flushSync: true },
      );
    },
    [setParams],
  );
  return {
    range,
    period,
    setRange,
    invalid,
    compare: compare === undefined ? undefined : isCompareMode(compare) ? compare : 'previous',
    setCompare,
  };
}

/**
 * The report's period from the address, by day; a preset of the spec when it has none. A report
 * that compares nothing (`comparable: false`) neither reads nor sends a comparison.
 */
export function useReportPeriod(
  defaultPreset: DateRangePresetKey = 'thisMonth',
  { comparable = true }: { comparable?: boolean } = {},
): ReportPeriodState {
  const defaultRange = useCallback(() => presetRange(defaultPreset), [defaultPreset]);
  return usePeriodInAddress(defaultRange, undefined, comparable);
}

/**
 * A month report's period from the address: whole months, the last one up to today (a link by day
 * widens to the months it touches); a month preset when the address has none.
 */
export function useMonthReportPeriod(
  defaultPreset: MonthRangePresetKey = 'last6Months',
): ReportPeriodState {
  const defaultRange = useCallback(() => monthPresetRange(defaultPreset), [defaultPreset]);
  return usePeriodInAddress(defaultRange, wholeMonths, true);
}

/**
 * The address's query of a period (and its comparison), to link to another report over the same
 * days compared the same way.
 */
export function periodSearch(period: ReportPeriodQuery): string {
  return new URLSearchParams({
    [PERIOD_PARAMS.from]: period.fromDate,
    [PERIOD_PARAMS.to]: period.toDate,
    ...(period.compare ? { [PERIOD_PARAMS.compare]: period.compare } : {}),
  }).toString();
}
