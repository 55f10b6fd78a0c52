// What the sales reports' tables of sales share: the sale's cell, their search, and the name of
// their totals row.
import { Typography } from 'antd';
import { Link, type To } from 'react-router';

/** A sale's name, the link to their detail, and their account below. */
export function SaleCell({ sale, to }: { sale: { fullName: string; username: string }; to: To }) {
  return (
    <span>
      <Link to={to}>{sale.fullName}</Link>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
        {sale.username}
      </Typography.Text>
    </span>
  );
}

/** A sales table's search: a sale by full name or account. */
export const SALE_SEARCH = {
  placeholder: 'Tìm nhân viên theo tên hoặc tài khoản',
  text: (row: { fullName: string; username: string }) => `${row.fullName} ${row.username}`,
};

/** The totals row's name: the team's, or that of the sales a search kept. */
export const teamTotalsLabel = (kept: readonly unknown[], narrowed: boolean) =>
  narrowed ? `Tổng ${String(kept.length)} nhân viên tìm thấy` : 'Cả nhóm';
