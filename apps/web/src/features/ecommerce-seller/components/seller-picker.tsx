import type { Seller } from '@backoffice/shared';
import { Flex, Select } from 'antd';
import { useId } from 'react';
import { filterSelectOption } from '../../../lib/search-text';
import { sellerOption } from '../../../components/report/sellers-picker';

export const SELLER_PICKER_LABEL = 'Nhà bán';

/** The sellers to choose from, the company's own marked; searched by name, code or idf, accents aside. */
export function SellerPicker({
  sellers,
  value,
  loading,
  onChange,
}: {
  sellers: readonly Seller[];
  value: number | undefined;
  loading: boolean;
  onChange: (sellerId: number) => void;
}) {
  const id = useId();
  return (
    <Flex align="center" gap={8} style={{ flex: '1 1 280px', maxWidth: 480, minWidth: 0 }}>
      <label htmlFor={id} style={{ whiteSpace: 'nowrap' }}>
        {SELLER_PICKER_LABEL}
      </label>
      <Select<number>
        id={id}
        showSearch={{ filterOption: filterSelectOption }}
        loading={loading}
        placeholder="Chọn nhà bán"
        notFoundContent={loading ? 'Đang tải danh sách nhà bán…' : 'Không có nhà bán phù hợp'}
        value={value}
        onChange={onChange}
        options={sellers.map((seller) => sellerOption(seller, seller.idf))}
        style={{ flex: 1, minWidth: 0 }}
      />
    </Flex>
  );
}
