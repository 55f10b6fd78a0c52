import { MONTH_FORMAT } from '@backoffice/shared';
import { DatePicker, type GetProps } from 'antd';

export type MonthPickerProps = Omit<GetProps<typeof DatePicker.MonthPicker>, 'picker'>;

/** A month picker in the spec's month format (MM); pass `format` to show the year as well. */
export function MonthPicker({ format = MONTH_FORMAT, ...rest }: MonthPickerProps) {
  return (
    <DatePicker.MonthPicker aria-label="Tháng" placeholder="Chọn tháng" {...rest} format={format} />
  );
}
