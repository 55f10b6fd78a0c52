import { SCREENS, type Seller } from '@backoffice/shared';
import { Card, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { type DataTableColumn, DataTable } from '../../components/ui/data-table';
import { PageFrame } from '../../components/ui/page-frame';
import { useMasterDataStore } from '../master-data/master-data-store';

const columns: DataTableColumn<Seller>[] = [
  {
    key: 'priority',
    title: 'Ưu tiên',
    dataIndex: 'priority',
    type: 'number',
    sorter: true,
    width: 96,
  },
  {
    key: 'idf',
    title: 'Mã (idf)',
    dataIndex: 'idf',
    sorter: true,
    width: 110,
    // An identifier, not a quantity: no thousands separator.
    render: (seller) => String(seller.idf),
    exportValue: (seller) => String(seller.idf),
  },
  { key: 'code', title: 'Mã nhà bán', dataIndex: 'code', width: 140 },
  {
    key: 'name',
    title: 'Nhà bán',
    dataIndex: 'name',
    sorter: (a, b) => a.name.localeCompare(b.name, 'vi'),
    render: (seller) => (
      <>
        {seller.name} {seller.isOwner && <Tag color="green">Công ty</Tag>}
      </>
    ),
    exportValue: (seller) => seller.name,
  },
];

/**
 * The sellers followed on the marketplace (priority 10 or less, the company's own marked). The
 * revenue, orders and customers of each seller for a period come with the e-commerce data.
 */
export function SellerReportPage() {
  const sellers = useMasterDataStore((state) => state.sellers);
  const loading = useMasterDataStore((state) => state.loading);
  const loadSellers = useMasterDataStore((state) => state.loadSellers);
  const [error, setError] = useState<unknown>(null);

  const load = () => {
    setError(null);
    loadSellers().catch(setError);
  };
  useEffect(load, [loadSellers]);

  return (
    <PageFrame title={SCREENS.ecommerceSeller.title} subtitle="Nhà bán đang theo dõi trên thuocsi">
      <Card>
        <DataTable<Seller>
          columns={columns}
          rows={sellers}
          rowKey="idf"
          loading={loading}
          error={error}
          onRetry={load}
          exportFileName="nha-ban"
        />
      </Card>
    </PageFrame>
  );
}
