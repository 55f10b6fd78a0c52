import { DATE_FORMAT } from '@backoffice/shared';
import { DatePicker, Select, type GetProps } from 'antd';
import type { Dayjs } from 'dayjs';
import {
  DATE_RANGE_PRESETS,
  presetRange,
  toApiRange,
  type DateRange,
  type DateRangePresetKey,
  vnToday,
} from '../../lib/date-range';
import { useIsMobile } from '../../lib/use-is-mobile';

type RangePickerProps = GetProps<typeof DatePicker.RangePicker>;

export const DATE_RANGE_LABEL = 'Khoảng thời gian';
export const FROM_DATE_PLACEHOLDER = 'Từ ngày';
export const TO_DATE_PLACEHOLDER = 'Đến ngày';
export const PRESET_PLACEHOLDER = 'Chọn nhanh';

type ValueProps =
  | { allowClear?: false; value: DateRange; onChange: (range: DateRange) => void }
  | { allowClear: true; value: DateRange | null; onChange: (range: DateRange | null) => void };

export type DateRangeFilterProps = ValueProps & {
  /** Reports look back: days after today cannot be picked unless this is true. */
  allowFuture?: boolean;
  /** Further days that cannot be picked. */
  disabledDate?: (date: Dayjs) => boolean;
  disabled?: boolean;
  size?: RangePickerProps['size'];
};

const rangePresets: NonNullable<RangePickerProps['presets']> = DATE_RANGE_PRESETS.map(
  ({ key, label }) => ({
    label,
    // A function, so that "today" is today when the picker opens, not when the module loaded.
    value: () => {
      const range = presetRange(key);
      return [range.fromDate, range.toDate];
    },
  }),
);

const presetOptions = DATE_RANGE_PRESETS.map(({ key, label }) => ({ value: key, label }));

function wholeDays(from: Dayjs, to: Dayjs): DateRange {
  return { fromDate: from.startOf('day'), toDate: to.endOf('day') };
}

/** The preset the range is exactly, if any (on a Sunday, "today" and "this week" coincide). */
function matchingPreset(range: DateRange | null): DateRangePresetKey | undefined {
  if (!range) return undefined;
  const days = toApiRange(range);
  return DATE_RANGE_PRESETS.find(({ key }) => {
    const preset = toApiRange(presetRange(key));
    return preset.fromDate === days.fromDate && preset.toDate === days.toDate;
  })?.key;
}

/**
 * The date-range filter of every report: DD-MM-YYYY, with the presets of the spec. On a phone the
 * two-month range calendar does not fit, so it becomes a preset list and two one-month pickers.
 */
export function DateRangeFilter(props: DateRangeFilterProps) {
  const { allowFuture = false, value, allowClear = false, disabled, size } = props;
  const isMobile = useIsMobile();

  const emit = (range: DateRange | null) => {
    if (range) props.onChange(range);
    else if (props.allowClear) props.onChange(null);
  };

  const isDisabledDate = (date: Dayjs): boolean =>
    (!allowFuture && date.isAfter(vnToday(), 'day')) || (props.disabledDate?.(date) ?? false);

  if (isMobile) {
    const setFrom = (from: Dayjs | null) => {
      if (!from) {
        emit(null);
        return;
      }
      const to = value && !value.toDate.isBefore(from, 'day') ? value.toDate : from;
      emit(wholeDays(from, to));
    };
    const setTo = (to: Dayjs | null) => {
      if (!to) {
        emit(null);
        return;
      }
      const from = value && !value.fromDate.isAfter(to, 'day') ? value.fromDate : to;
      emit(wholeDays(from, to));
    };
    // What the from and to pickers share.
    const dayPickerProps = {
      format: DATE_FORMAT,
      disabledDate: isDisabledDate,
      allowClear,
      inputReadOnly: true,
      disabled,
      size,
      style: { flex: '1 1 130px' },
    };
    return (
      <div
        role="group"
        aria-label={DATE_RANGE_LABEL}
        style={{ display: 'flex', flexWrap: 'wrap', gap: 8, width: '100%' }}
      >
        <Select<DateRangePresetKey>
          aria-label={PRESET_PLACEHOLDER}
          placeholder={PRESET_PLACEHOLDER}
          options={presetOptions}
          value={matchingPreset(value)}
          onChange={(key) => {
            emit(presetRange(key));
          }}
          disabled={disabled}
          size={size}
          style={{ width: '100%' }}
        />
        <DatePicker
          {...dayPickerProps}
          placeholder={FROM_DATE_PLACEHOLDER}
          value={value?.fromDate ?? null}
          onChange={setFrom}
        />
        <DatePicker
          {...dayPickerProps}
          placeholder={TO_DATE_PLACEHOLDER}
          value={value?.toDate ?? null}
          onChange={setTo}
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
        placeholder={[FROM_DATE_PLACEHOLDER, TO_DATE_PLACEHOLDER]}
        value={value ? [value.fromDate, value.toDate] : null}
        onChange={(dates) => {
          const [from, to] = dates ?? [null, null];
          emit(from && to ? wholeDays(from, to) : null);
        }}
        format={DATE_FORMAT}
        presets={rangePresets}
        disabledDate={isDisabledDate}
        allowClear={allowClear}
        disabled={disabled}
        size={size}
      />
    </div>
  );
}
