// What the sales reports' tables of sales share: their search, and the name of their totals row.

/** A sales table's search: a sale by full name or account. */
export const SALE_SEARCH = {
  placeholder: 'Tìm nhân viên theo tên hoặc tài khoản',
  text: (row: { fullName: string; username: string }) => `${row.fullName} ${row.username}`,
};

/** The totals row's name: the team's, or that of the sales a search kept. */
export const teamTotalsLabel = (kept: readonly unknown[], narrowed: boolean) =>
  narrowed ? `Tổng ${String(kept.length)} nhân viên tìm thấy` : 'Cả nhóm';
