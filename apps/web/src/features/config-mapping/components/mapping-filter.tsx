import type { MappingFilter } from '@backoffice/shared';
import { Segmented } from 'antd';
import { formatNumber } from '../../../lib/format';

export interface MappingFilterProps {
  value: MappingFilter;
  onChange: (value: MappingFilter) => void;
  mappedCount?: number;
  unmappedCount?: number;
  /** 'ánh xạ' for products, 'ghép' for invoices. */
  verb: string;
}

const count = (value: number | undefined) =>
  value === undefined ? '' : ` (${formatNumber(value)})`;

/** All / not yet mapped / mapped, with how many of each. */
export function MappingFilterSwitch({
  value,
  onChange,
  mappedCount,
  unmappedCount,
  verb,
}: MappingFilterProps) {
  return (
    <Segmented<MappingFilter>
      aria-label="Lọc theo trạng thái"
      value={value}
      onChange={onChange}
      options={[
        { value: 'all', label: 'Tất cả' },
        { value: 'unmapped', label: `Chưa ${verb}${count(unmappedCount)}` },
        { value: 'mapped', label: `Đã ${verb}${count(mappedCount)}` },
      ]}
      style={{ maxWidth: '100%', overflowX: 'auto' }}
    />
  );
}
