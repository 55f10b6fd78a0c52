import { SearchOutlined } from '@ant-design/icons';
import {
  DEFAULT_PARENT_CATEGORY_ID,
  PAGE_SIZE_DEFAULT,
  SCREENS,
  type KiotvietProduct,
  type MappingFilter,
} from '@backoffice/shared';
import { Alert, Avatar, Button, Card, Flex, Input, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { DataTable, type DataTableColumn } from '../../components/ui/data-table';
import { PageFrame } from '../../components/ui/page-frame';
import { errorMessage } from '../../lib/api-client';
import type { ExcelColumn } from '../../lib/export-excel';
import { useIsMobile } from '../../lib/use-is-mobile';
import { useMasterDataStore } from '../../lib/master-data/master-data-store';
import { searchAllKiotvietProducts, useKiotvietProducts } from './api/search-kiotviet-products';
import { useUpdateMsPrivateSkus } from './api/update-ms-private-skus';
import { MappingFilterSwitch } from './components/mapping-filter';
import { PrivateSkuEditor, skuOptions, type SkuOption } from './components/private-sku-editor';
import { useDebouncedValue } from './use-debounced-value';

function productStatus(product: KiotvietProduct) {
  if (product.deleted) return <Tag color="red">Đã xóa</Tag>;
  return product.active ? <Tag color="green">Đang bán</Tag> : <Tag>Ngừng bán</Tag>;
}

function ProductName({ product, withCode }: { product: KiotvietProduct; withCode: boolean }) {
  return (
    <Flex gap={8} align="center" style={{ minWidth: 0 }}>
      {product.image ? <Avatar shape="square" size={36} src={product.image} alt="" /> : null}
      <Flex vertical style={{ minWidth: 0 }}>
        <Typography.Text style={{ overflowWrap: 'anywhere' }}>{product.name}</Typography.Text>
        {withCode ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {product.code} · {product.unit} · {product.categoryName ?? 'Chưa phân nhóm'}
          </Typography.Text>
        ) : null}
      </Flex>
      {withCode && (product.deleted || !product.active) ? productStatus(product) : null}
    </Flex>
  );
}

/**
 * /config/mapping-item-private-sku: each KiotViet product of the category tree with the MISA
 * inventory items (private SKUs) that book it, edited as a multi-select; unmapped first.
 */
export function MappingItemPrivateSkuPage() {
  const isMobile = useIsMobile();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const [mapping, setMapping] = useState<MappingFilter>('all');
  const [paging, setPaging] = useState({ page: 0, pageSize: PAGE_SIZE_DEFAULT });
  const filters = { parentCategoryId: DEFAULT_PARENT_CATEGORY_ID, search, mapping };
  const products = useKiotvietProducts({ ...filters, ...paging });
  const save = useUpdateMsPrivateSkus();
  const [savingId, setSavingId] = useState<number | null>(null);

  // The options: MISA inventory items of the shared master data, active ones only, read afresh.
  const misaItems = useMasterDataStore((state) => state.misaInventoryItems);
  const loadMisaItems = useMasterDataStore((state) => state.loadMisaInventoryItems);
  const [itemsLoading, setItemsLoading] = useState(true);
  const [itemsError, setItemsError] = useState<unknown>(null);
  const loadItems = () => {
    setItemsError(null);
    setItemsLoading(true);
    loadMisaItems()
      .catch(setItemsError)
      .finally(() => {
        setItemsLoading(false);
      });
  };
  useEffect(loadItems, [loadMisaItems]);
  const options: SkuOption[] = useMemo(() => skuOptions(misaItems), [misaItems]);
  const itemNames = useMemo(
    () => new Map(misaItems.map((item) => [item.inventoryItemCode, item.inventoryItemName])),
    [misaItems],
  );

  // A new search or filter starts again from the first page.
  const [filterKey, setFilterKey] = useState(`${search}|${mapping}`);
  if (filterKey !== `${search}|${mapping}`) {
    setFilterKey(`${search}|${mapping}`);
    setPaging((current) => ({ ...current, page: 0 }));
  }

  const editor = (product: KiotvietProduct) => (
    <PrivateSkuEditor
      // New data from the server (after a save) starts the editor again from what is saved.
      key={`${String(product.id)}:${product.msPrivateSkus.join('|')}`}
      product={product}
      options={options}
      optionsLoading={itemsLoading && options.length === 0}
      saving={save.isPending && savingId === product.id}
      onSave={(msPrivateSkus) => {
        setSavingId(product.id);
        save.mutate(
          { id: product.id, msPrivateSkus },
          {
            onSettled: () => {
              setSavingId(null);
            },
          },
        );
      }}
    />
  );

  const skuColumn: DataTableColumn<KiotvietProduct> = {
    key: 'msPrivateSkus',
    title: 'Mã vật tư MISA',
    width: 360,
    // The column being edited stays in view when the others scroll sideways.
    fixed: isMobile ? undefined : 'right',
    render: editor,
  };
  const columns: DataTableColumn<KiotvietProduct>[] = isMobile
    ? [
        // On a phone each product is one block: its name, then its MISA items at full width.
        {
          key: 'product',
          title: 'Sản phẩm và mã vật tư MISA',
          render: (product) => (
            <Flex vertical gap={8} style={{ width: 'calc(100vw - 110px)', minWidth: 0 }}>
              <ProductName product={product} withCode />
              {editor(product)}
            </Flex>
          ),
        },
      ]
    : [
        {
          key: 'code',
          title: 'Mã hàng',
          render: (product) => (
            <Flex vertical>
              <span>{product.code}</span>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {product.unit}
              </Typography.Text>
            </Flex>
          ),
        },
        {
          key: 'name',
          title: 'Tên hàng',
          render: (product) => <ProductName product={product} withCode={false} />,
        },
        { key: 'categoryName', title: 'Nhóm hàng', dataIndex: 'categoryName' },
        {
          key: 'status',
          title: 'Trạng thái',
          render: productStatus,
        },
        skuColumn,
      ];

  const exportColumns: ExcelColumn<KiotvietProduct>[] = [
    { title: 'Mã hàng', key: 'code' },
    { title: 'Tên hàng', key: 'name' },
    { title: 'ĐVT', key: 'unit' },
    { title: 'Nhóm hàng', key: 'categoryName' },
    {
      title: 'Trạng thái',
      value: (product) => (product.deleted ? 'Đã xóa' : product.active ? 'Đang bán' : 'Ngừng bán'),
    },
    {
      title: 'Mã vật tư MISA',
      value: (product) => product.msPrivateSkus.join(', '),
    },
    {
      title: 'Tên vật tư MISA',
      value: (product) =>
        product.msPrivateSkus.map((code) => itemNames.get(code) ?? code).join('; '),
    },
  ];

  return (
    <PageFrame
      title={SCREENS.configMappingItemPrivateSku.title}
      subtitle="Gắn mỗi sản phẩm KiotViet với các mã vật tư MISA dùng để hạch toán"
      filters={
        <>
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder="Tìm theo mã hoặc tên hàng"
            aria-label="Tìm sản phẩm"
            value={searchText}
            onChange={(event) => {
              setSearchText(event.target.value);
            }}
            style={{ flex: '1 1 240px', maxWidth: 360 }}
          />
          <MappingFilterSwitch
            value={mapping}
            onChange={setMapping}
            mappedCount={products.data?.mappedCount}
            unmappedCount={products.data?.unmappedCount}
            verb="ánh xạ"
          />
        </>
      }
    >
      {itemsError ? (
        <Alert
          type="warning"
          showIcon
          title="Không tải được danh sách vật tư MISA"
          description={errorMessage(itemsError)}
          action={
            <Button size="small" onClick={loadItems}>
              Thử lại
            </Button>
          }
        />
      ) : null}
      <Card>
        <DataTable<KiotvietProduct>
          columns={columns}
          rows={products.data?.items}
          rowKey="id"
          loading={products.isPending || (products.isFetching && products.isPlaceholderData)}
          error={products.error}
          onRetry={() => void products.refetch()}
          emptyText={search ? 'Không có sản phẩm phù hợp' : 'Chưa có sản phẩm KiotViet'}
          server={{
            ...paging,
            total: products.data?.total ?? 0,
            onChange: ({ page, pageSize }) => {
              setPaging({ page, pageSize });
            },
          }}
          exportFileName="anh-xa-ma-hang-rieng"
          exportSheetName="Ánh xạ mã hàng riêng"
          exportColumns={exportColumns}
          onExportAll={() => searchAllKiotvietProducts(filters)}
        />
      </Card>
    </PageFrame>
  );
}
