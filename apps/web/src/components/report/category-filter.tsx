import { Select } from 'antd';
import { filterSelectOption } from '../../lib/search-text';

export const CATEGORY_LABEL = 'Nhóm hàng';

/** A report's category filter: one category of the catalogue, or all (cleared). */
export function CategoryFilter({
  categories,
  value,
  width = 180,
  onChange,
}: {
  categories: readonly string[];
  value: string;
  width?: number;
  onChange: (category: string) => void;
}) {
  return (
    <Select
      aria-label={CATEGORY_LABEL}
      placeholder={CATEGORY_LABEL}
      allowClear
      showSearch={{ filterOption: filterSelectOption }}
      value={value || undefined}
      options={categories.map((name) => ({ value: name, label: name }))}
      onChange={(chosen: string | undefined) => {
        onChange(chosen ?? '');
      }}
      style={{ width, maxWidth: '100%' }}
    />
  );
}
