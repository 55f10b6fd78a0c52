// The filter of the company's own sellers (OWNER_SELLER_IDS): both, or one of them.
import { OWNER_SELLER_IDS } from '@backoffice/shared';
import { Select } from 'antd';
import { useRef } from 'react';

export const ALL_OWNER_SELLERS = 'Tất cả nhà bán công ty';

/** The name of a seller when nothing read gave it. */
export const sellerFallbackName = (id: number) => `Nhà bán ${String(id)}`;

export function OwnerSellerFilter({
  value,
  onChange,
  nameOf,
}: {
  value: number | undefined;
  onChange: (sellerId: number | undefined) => void;
  nameOf: (id: number) => string;
}) {
  return (
    <Select
      aria-label="Nhà bán"
      style={{ minWidth: 200 }}
      value={value ?? 0}
      onChange={(picked: number) => {
        onChange(picked === 0 ? undefined : picked);
      }}
      options={[
        { value: 0, label: ALL_OWNER_SELLERS },
        ...OWNER_SELLER_IDS.map((id) => ({ value: id, label: nameOf(id) })),
      ]}
    />
  );
}

/**
 * The sellers' names as the rows read so far give them, kept across reads (every viewer may read
 * these, unlike the master data).
 */
export function useSellerNames(
  rows: Iterable<{ sellerId: number; sellerName: string }>,
): (id: number) => string {
  const names = useRef(new Map<number, string>());
  for (const row of rows) names.current.set(row.sellerId, row.sellerName);
  return (id) => names.current.get(id) ?? sellerFallbackName(id);
}
