import { SCREENS } from '@backoffice/shared';
import { Typography } from 'antd';
import { Link, generatePath } from 'react-router';
import type { DataTableColumn } from '../ui/data-table';
import { PrescriptionTag } from './prescription-tag';

interface ProductRow {
  productCode: string;
  productName: string;
  prescription?: boolean;
}

/**
 * The product column of the product reports: its name opening its analysis over the same period
 * (`search`), Rx or OTC when the row says, and a line under it (`detail`). With `fixed`, it stays
 * on the left while the figures scroll (not on a phone, where it would leave them no room).
 */
export function productColumn<T extends ProductRow>({
  search,
  detail,
  width,
  fixed = false,
}: {
  search: string;
  detail: (row: T) => string;
  width: number;
  fixed?: boolean;
}): DataTableColumn<T> {
  return {
    key: 'productName',
    title: 'Sản phẩm',
    sortKey: 'productName',
    width,
    ...(fixed ? { fixed: 'left' as const } : {}),
    render: (row) => (
      <span>
        <Link
          to={{
            pathname: generatePath(SCREENS.ecommerceProductAnalysisDetail.path, {
              productCode: row.productCode,
            }),
            search,
          }}
        >
          {row.productName}
        </Link>
        {row.prescription === undefined ? null : (
          <>
            {' '}
            <PrescriptionTag prescription={row.prescription} />
          </>
        )}
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {detail(row)}
        </Typography.Text>
      </span>
    ),
    exportValue: (row) => row.productName,
    exportTitle: 'Sản phẩm',
  };
}
