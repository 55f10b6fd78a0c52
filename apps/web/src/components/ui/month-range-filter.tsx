import { MONTH_FORMAT } from '@backoffice/shared';
import { DatePicker, type GetProps, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import {
  type DateRange,
  MONTH_RANGE_PRESETS,
  type MonthRangePresetKey,
  monthPresetRange,
  monthRange,
  toApiRange,
  vnToday,
} from '../../lib/date-range';
import { useIsMobile } from '../../lib/use-is-mobile';
import { DATE_RANGE_LABEL, PRESET_PLACEHOLDER } from './date-range-filter';

type RangePickerProps = GetProps<typeof DatePicker.RangePicker>;

/** The spec's month (MM) with its year: a month range can cross a new year. */
export const MONTH_RANGE_FORMAT = `${MONTH_FORMAT}-YYYY`;
export const FROM_MONTH_PLACEHOLDER = 'Từ tháng';
export const TO_MONTH_PLACEHOLDER = 'Đến tháng';

const rangePresets: NonNullable<RangePickerProps['presets']> = MONTH_RANGE_PRESETS.map(
  ({ key, label }) => ({
    label,
    value: () => {
      const range = monthPresetRange(key);
      return [range.fromDate, range.toDate];
    },
  }),
);

const presetOptions = MONTH_RANGE_PRESETS.map(({ key, label }) => ({ value: key, label }));

function matchingPreset(range: DateRange): MonthRangePresetKey | undefined {
  const days = toApiRange(range);
  return MONTH_RANGE_PRESETS.find(({ key }) => {
    const preset = toApiRange(monthPresetRange(key));
    return preset.fromDate === days.fromDate && preset.toDate === days.toDate;
  })?.key;
}

const isFutureMonth = (month: Dayjs) => month.isAfter(vnToday(), 'month');

export interface MonthRangeFilterProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
}

/**
 * The period of a report by month: whole months (MM-YYYY), with presets; the last month ends today
 * when it is this one. On a phone, a preset list and two month pickers.
 */
export function MonthRangeFilter({ value, onChange }: MonthRangeFilterProps) {
  const isMobile = useIsMobile();
  const emit = (from: Dayjs, to: Dayjs) => {
    onChange(monthRange(from, to));
  };

  if (isMobile) {
    const monthProps = {
      picker: 'month' as const,
      format: MONTH_RANGE_FORMAT,
      disabledDate: isFutureMonth,
      allowClear: false,
      inputReadOnly: true,
      style: { flex: '1 1 120px' },
    };
    return (
      <div
        role="group"
        aria-label={DATE_RANGE_LABEL}
        style={{ display: 'flex', flexWrap: 'wrap', gap: 8, width: '100%' }}
      >
        <Select<MonthRangePresetKey>
          aria-label={PRESET_PLACEHOLDER}
          placeholder={PRESET_PLACEHOLDER}
          options={presetOptions}
          value={matchingPreset(value)}
          onChange={(key) => {
            onChange(monthPresetRange(key));
          }}
          style={{ width: '100%' }}
        />
        <DatePicker
          {...monthProps}
          aria-label={FROM_MONTH_PLACEHOLDER}
          placeholder={FROM_MONTH_PLACEHOLDER}
          value={value.fromDate}
          onChange={(from: Dayjs | null) => {
            if (from) emit(from, value.toDate.isBefore(from, 'month') ? from : value.toDate);
          }}
        />
        <DatePicker
          {...monthProps}
          aria-label={TO_MONTH_PLACEHOLDER}
          placeholder={TO_MONTH_PLACEHOLDER}
          value={value.toDate}
          onChange={(to: Dayjs | null) => {
            if (to) emit(value.fromDate.isAfter(to, 'month') ? to : value.fromDate, to);
          }}
        />
      </div>
    );
  }

  return (
    <div
      role="group"
      aria-label={DATE_RANGE_LABEL}
      style={{ display: 'inline-flex', maxWidth: '100%' }}
    >
      <DatePicker.RangePicker
        picker="month"
        placeholder={[FROM_MONTH_PLACEHOLDER, TO_MONTH_PLACEHOLDER]}
        value={[value.fromDate, value.toDate]}
        onChange={(dates) => {
          const [from, to] = dates ?? [null, null];
          if (from && to) emit(from, to);
        }}
        format={MONTH_RANGE_FORMAT}
        presets={rangePresets}
        disabledDate={isFutureMonth}
        allowClear={false}
      />
    </div>
  );
}
