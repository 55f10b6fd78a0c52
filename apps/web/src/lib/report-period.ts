// The period of a report screen, kept in the address (?fromDate=YYYY-MM-DD&toDate=YYYY-MM-DD) so that
// a link, a reload or the back button reproduces the view.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type ApiDateRange,
  type DateRange,
  type DateRangePresetKey,
  fromApiRange,
  presetRange,
  toApiRange,
} from './date-range';

export const PERIOD_PARAMS = { from: 'fromDate', to: 'toDate' } as const;

/** Reports change only as orders arrive: an answer is kept fresh for a minute. */
export const REPORT_STALE_MS = 60_000;

export interface ReportPeriodState {
  range: DateRange;
  /** The period as the report calls take it. */
  period: ApiDateRange;
  setRange: (range: DateRange) => void;
}

/** The report's period from the address; setting it rewrites the address, other parameters kept. */
export function useReportPeriod(
  defaultPreset: DateRangePresetKey = 'thisMonth',
): ReportPeriodState {
  const [params, setParams] = useSearchParams();
  const fromText = params.get(PERIOD_PARAMS.from);
  const toText = params.get(PERIOD_PARAMS.to);
  // The address's period, or the default preset when it has none (or a bad one).
  const range = useMemo(
    () =>
      fromApiRange({ fromDate: fromText ?? undefined, toDate: toText ?? undefined }) ??
      presetRange(defaultPreset),
    [fromText, toText, defaultPreset],
  );
  const period = useMemo(() => toApiRange(range), [range]);
  const setRange = useCallback(
    (next: DateRange) => {
      const days = toApiRange(next);
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(PERIOD_PARAMS.from, days.fromDate);
          updated.set(PERIOD_PARAMS.to, days.toDate);
          return updated;
        },
        // At once, not in a transition: the report dims and asks for the new period the moment the
        // picker closes, rather than showing the old period's figures under the new dates.
        { flushSync: true },
      );
    },
    [setParams],
  );
  return { range, period, setRange };
}

/** The address's query of a period, to link to another report over the same days. */
export function periodSearch(period: ApiDateRange): string {
  return new URLSearchParams({
    [PERIOD_PARAMS.from]: period.fromDate,
    [PERIOD_PARAMS.to]: period.toDate,
  }).toString();
}
