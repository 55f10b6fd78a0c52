import { PRODUCT_REPORT_MAX_SELLERS, type Seller } from '@backoffice/shared';
import { Select, Tag } from 'antd';
import { filterSelectOption } from '../../lib/search-text';
import { OWNER_TAG } from './owner-tag';
import { shortSellerName } from './seller-name';

/** The seller codes an address writes comma-separated (`?sellers=A,B`). */
export function sellerCodesIn(text: string | null): string[] {
  return (text ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
}

/**
 * A seller as a picker's option, by `value` (its code or its idf): its name with the company's own
 * marked, searched by name, code or idf.
 */
export function sellerOption<V>(seller: Seller, value: V) {
  return {
    value,
    title: seller.name,
    searchText: `${seller.name} ${seller.code} ${String(seller.idf)}`,
    label: (
      <span>
        {seller.name}
        {seller.isOwner ? (
          <Tag color="green" style={{ marginInlineStart: 8 }}>
            {OWNER_TAG}
          </Tag>
        ) : null}
      </span>
    ),
  };
}

/**
 * Several sellers (of the master data) by code, the company's own marked; searched by name, code or
 * idf, accents aside; at most PRODUCT_REPORT_MAX_SELLERS.
 */
export function SellersPicker({
  label,
  placeholder,
  sellers: listed,
  known = [],
  clearable = true,
  loading,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  /** The sellers to choose from; `loading` while there are none yet. */
  sellers: readonly Seller[];
  /** Sellers known besides (a report's), so that a chosen one the list leaves out reads its name. */
  known?: readonly Seller[];
  /** false: no button that takes every seller off at once (a report that needs some). */
  clearable?: boolean;
  loading: boolean;
  value: readonly string[];
  onChange: (codes: string[]) => void;
}) {
  const sellers = [
    ...listed,
    ...known.filter((seller) => !listed.some((candidate) => candidate.code === seller.code)),
  ];
  return (
    <Select<string[]>
      mode="multiple"
      aria-label={label}
      placeholder={placeholder}
      allowClear={clearable}
      showSearch={{ filterOption: filterSelectOption }}
      loading={loading}
      notFoundContent={loading ? 'Đang tải danh sách nhà bán…' : 'Không có nhà bán phù hợp'}
      maxCount={PRODUCT_REPORT_MAX_SELLERS}
      maxTagCount="responsive"
      // A chosen seller's tag by its short name: several fit on one line.
      tagRender={({ value, label, closable, onClose }) => {
        const seller = sellers.find((candidate) => candidate.code === value);
        // The tag of those that do not fit ("+ 3 ..."), or a code the list does not have.
        if (!seller) return <Tag style={{ marginInlineEnd: 4 }}>{label ?? String(value)}</Tag>;
        return (
          <Tag
            closable={closable}
            onClose={onClose}
            color={seller.isOwner ? 'green' : undefined}
            title={seller.name}
            onMouseDown={(event) => {
              event.preventDefault();
              event.stopPropagation();
            }}
            style={{ marginInlineEnd: 4 }}
          >
            {shortSellerName(seller.name)}
          </Tag>
        );
      }}
      value={[...value]}
      onChange={onChange}
      options={sellers.map((seller) => sellerOption(seller, seller.code))}
      style={{ width: 420, maxWidth: '100%' }}
    />
  );
}
