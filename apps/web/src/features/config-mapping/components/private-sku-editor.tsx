import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import {
  MS_PRIVATE_SKUS_MAX,
  type KiotvietProduct,
  type MisaInventoryItem,
} from '@backoffice/shared';
import { Button, Flex, Select, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { filterSelectOption } from '../../../lib/search-text';

export interface SkuOption {
  value: string;
  label: string;
}

export function skuOptions(items: readonly MisaInventoryItem[]): SkuOption[] {
  return items.map((item) => ({
    value: item.inventoryItemCode,
    label: `${item.inventoryItemCode} · ${item.inventoryItemName}`,
  }));
}

function sameCodes(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((code, index) => code === b[index]);
}

export interface PrivateSkuEditorProps {
  product: KiotvietProduct;
  options: readonly SkuOption[];
  optionsLoading: boolean;
  saving: boolean;
  onSave: (msPrivateSkus: string[]) => void;
}

/**
 * A product's MISA items as a multi-select: 'Lưu' sends the whole list, 'Hủy' goes back to what is
 * saved. A code no longer among the active items stays visible, marked.
 */
export function PrivateSkuEditor({
  product,
  options,
  optionsLoading,
  saving,
  onSave,
}: PrivateSkuEditorProps) {
  const [draft, setDraft] = useState<string[]>(product.msPrivateSkus);
  const changed = !sameCodes(draft, product.msPrivateSkus);
  const allOptions = useMemo(() => {
    const known = new Set(options.map((option) => option.value));
    const stale = product.msPrivateSkus
      .filter((code) => !known.has(code))
      .map((code) => ({
        value: code,
        label: `${code} (không còn dùng)`,
      }));
    return [...stale, ...options];
  }, [options, product.msPrivateSkus]);

  return (
    <Flex gap={8} align="flex-start" wrap="wrap" style={{ minWidth: 0 }}>
      <Select<string[], SkuOption>
        mode="multiple"
        aria-label={`Mã vật tư MISA của ${product.code}`}
        placeholder={
          <Tag color="orange" style={{ marginInlineEnd: 0 }}>
            Chưa ánh xạ
          </Tag>
        }
        value={draft}
        onChange={setDraft}
        options={allOptions}
        showSearch={{ filterOption: filterSelectOption }}
        maxCount={MS_PRIVATE_SKUS_MAX}
        loading={optionsLoading}
        disabled={saving}
        allowClear
        notFoundContent={optionsLoading ? 'Đang tải vật tư…' : 'Không có vật tư phù hợp'}
        style={{ flex: '1 1 220px', minWidth: 0 }}
      />
      {changed ? (
        <Flex gap={4}>
          <Button
            type="primary"
            size="middle"
            icon={<CheckOutlined />}
            loading={saving}
            onClick={() => {
              onSave(draft);
            }}
          >
            Lưu
          </Button>
          <Button
            icon={<CloseOutlined />}
            disabled={saving}
            aria-label="Hủy thay đổi"
            onClick={() => {
              setDraft(product.msPrivateSkus);
            }}
          />
        </Flex>
      ) : null}
    </Flex>
  );
}
