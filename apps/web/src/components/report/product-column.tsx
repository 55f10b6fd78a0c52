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

/** The width of a report table's name column on a phone, frozen at the left of its figures. */
export const PHONE_NAME_WIDTH = 132;

/**
 * The product column of the product reports: its name opening its analysis over the same period
 * (`search`), Rx or OTC when the row says, and a line under it (`detail`). It stays on the left
 * while the figures scroll, on a phone too (narrower: `PHONE_NAME_WIDTH`).
 */
export function productColumn<T extends ProductRow>({
  search,
  detail,
  width,
  phone,
}: {
  search: string;
  detail: (row: T) => string;
  width: number;
  phone: boolean;
}): DataTableColumn<T> {
  return {
    key: 'productName',
    title: 'Sản phẩm',
    sortKey: 'productName',
    width: phone ? PHONE_NAME_WIDTH : width,
    fixed: 'left',
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
