import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFirstSheet } from '../../lib/export-excel.testing';
import { captureDownloads } from '../../test/downloads';
import { DataTable, type DataTableColumn, type ServerQuery } from './data-table';

interface SellerRow {
  id: number;
  name: string;
  revenue: number;
  orders: number;
}

const columns: DataTableColumn<SellerRow>[] = [
  { key: 'name', title: 'Nhà bán', dataIndex: 'name', sorter: true },
  { key: 'revenue', title: 'Doanh thu', dataIndex: 'revenue', type: 'money', sorter: true },
  { key: 'orders', title: 'Số đơn', dataIndex: 'orders', type: 'number', sortKey: 'orders' },
  { key: 'actions', title: '', render: () => <a href="#detail">Chi tiết</a>, exportable: false },
];

const threeSellers: SellerRow[] = [
  { id: 1, name: 'Bình Minh', revenue: 2_500_000, orders: 12 },
  { id: 2, name: 'An Khang', revenue: -150_000, orders: 3 },
  { id: 3, name: 'Cẩm Tú', revenue: 10_000_000, orders: 40 },
];

function manySellers(count: number): SellerRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Nhà bán ${String(index + 1).padStart(2, '0')}`,
    revenue: (index + 1) * 1000,
    orders: index + 1,
  }));
}

/** The text of the first cell of each body row, top to bottom. */
function firstColumn(): string[] {
  const body = document.querySelector('.ant-table-tbody');
  if (!body) throw new Error('no table body');
  return within(body as HTMLElement)
    .getAllByRole('row')
    .filter((row) => !row.classList.contains('ant-table-measure-row'))
    .map((row) => row.querySelector('td')?.textContent ?? '');
}

// rc-table measures the scrollbar with getComputedStyle(element, '::-webkit-scrollbar'), which jsdom
// does not implement and reports on the console at every render.
const getComputedStyle = window.getComputedStyle.bind(window);
beforeAll(() => {
  window.getComputedStyle = (element) => getComputedStyle(element);
});
afterAll(() => {
  window.getComputedStyle = getComputedStyle;
});

function headerCell(name: string): HTMLElement {
  return screen.getByRole('columnheader', { name: new RegExp(name) });
}

describe('DataTable (client-side)', () => {
  it('renders every row, money in VND, and the row count', () => {
    render(<DataTable columns={columns} rows={threeSellers} rowKey="id" />);
    expect(firstColumn()).toEqual(['Bình Minh', 'An Khang', 'Cẩm Tú']);
    expect(screen.getByText('2.500.000 ₫')).toBeInTheDocument();
    expect(screen.getByText('-150.000 ₫')).toBeInTheDocument();
    expect(screen.getByText('Tổng 3 dòng')).toBeInTheDocument();
  });

  it('sorts by a column when its header is clicked: ascending, descending, then as given', async () => {
    const user = userEvent.setup();
    render(<DataTable columns={columns} rows={threeSellers} rowKey="id" />);

    await user.click(headerCell('Doanh thu'));
    expect(firstColumn()).toEqual(['An Khang', 'Bình Minh', 'Cẩm Tú']);
    expect(headerCell('Doanh thu')).toHaveAttribute('aria-sort', 'ascending');

    await user.click(headerCell('Doanh thu'));
    expect(firstColumn()).toEqual(['Cẩm Tú', 'Bình Minh', 'An Khang']);
    expect(headerCell('Doanh thu')).toHaveAttribute('aria-sort', 'descending');

    await user.click(headerCell('Doanh thu'));
    expect(firstColumn()).toEqual(['Bình Minh', 'An Khang', 'Cẩm Tú']);
  });

  it('sorts Vietnamese names in Vietnamese alphabetical order', async () => {
    const user = userEvent.setup();
    const names = ['Đức Thành', 'Dược Hậu Giang', 'Ánh Dương', 'Bảo Châu'];
    render(
      <DataTable
        columns={columns}
        rows={names.map((name, index) => ({ id: index, name, revenue: 0, orders: 0 }))}
        rowKey="id"
      />,
    );
    await user.click(headerCell('Nhà bán'));
    expect(firstColumn()).toEqual(['Ánh Dương', 'Bảo Châu', 'Dược Hậu Giang', 'Đức Thành']);
  });

  it('pages 20 rows at a time by default and moves between pages', async () => {
    const user = userEvent.setup();
    render(<DataTable columns={columns} rows={manySellers(45)} rowKey="id" />);
    expect(screen.getByText('Tổng 45 dòng')).toBeInTheDocument();
    expect(firstColumn()).toHaveLength(20);
    expect(firstColumn()[0]).toBe('Nhà bán 01');

    await user.click(screen.getByRole('listitem', { name: '3' }));
    expect(firstColumn()).toEqual([
      'Nhà bán 41',
      'Nhà bán 42',
      'Nhà bán 43',
      'Nhà bán 44',
      'Nhà bán 45',
    ]);
  });

  it('goes back to the first page when sorting', async () => {
    const user = userEvent.setup();
    render(<DataTable columns={columns} rows={manySellers(45)} rowKey="id" />);
    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(firstColumn()[0]).toBe('Nhà bán 21');

    await user.click(headerCell('Doanh thu'));
    await user.click(headerCell('Doanh thu'));
    expect(firstColumn()[0]).toBe('Nhà bán 45');
  });

  it('starts again from the first page when new rows arrive', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<DataTable columns={columns} rows={manySellers(45)} rowKey="id" />);
    await user.click(screen.getByRole('listitem', { name: '3' }));
    rerender(<DataTable columns={columns} rows={manySellers(30)} rowKey="id" />);
    expect(firstColumn()[0]).toBe('Nhà bán 01');
    expect(screen.getByText('Tổng 30 dòng')).toBeInTheDocument();
  });

  it('stays on its page when the same rows are given again as a new array', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<DataTable columns={columns} rows={manySellers(45)} rowKey="id" />);
    await user.click(screen.getByRole('listitem', { name: '3' }));
    rerender(<DataTable columns={columns} rows={manySellers(45)} rowKey="id" />);
    expect(firstColumn()[0]).toBe('Nhà bán 41');
  });

  it('shows "Không có dữ liệu" when there are no rows', () => {
    render(<DataTable columns={columns} rows={[]} rowKey="id" />);
    expect(screen.getByText('Không có dữ liệu')).toBeInTheDocument();
  });

  it('shows a spinner, not "no data", while the first load runs', () => {
    const { container } = render(
      <DataTable columns={columns} rows={undefined} rowKey="id" loading />,
    );
    expect(container.querySelector('.ant-spin-spinning')).not.toBeNull();
    expect(screen.queryByText('Không có dữ liệu')).not.toBeInTheDocument();
  });

  it('shows a failed load with its message, and "Thử lại" retries', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <DataTable
        columns={columns}
        rows={undefined}
        rowKey="id"
        error={new Error('Máy chủ không phản hồi.')}
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Không tải được dữ liệu');
    expect(alert).toHaveTextContent('Máy chủ không phản hồi.');
    expect(screen.queryByText('Không có dữ liệu')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows no error panel once the load succeeds', () => {
    render(<DataTable columns={columns} rows={threeSellers} rowKey="id" error={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('DataTable (server-side)', () => {
  /**
   * A server-paged table over `rows` rows (45 by default); the "API" answers the page asked for, in
   * its own order, and counts them all, or, with `countCap`, up to that many and says it stopped.
   */
  function ServerTable({
    onQuery,
    rows: rowCount = 45,
    first = { page: 0, pageSize: 20, sort: null },
    countCap,
  }: {
    onQuery: (query: ServerQuery) => void;
    rows?: number;
    first?: ServerQuery;
    countCap?: number;
  }) {
    const [query, setQuery] = useState<ServerQuery>(first);
    const all = manySellers(rowCount);
    const rows = all.slice(query.page * query.pageSize, (query.page + 1) * query.pageSize);
    const capped = countCap !== undefined && all.length > countCap;
    return (
      <DataTable
        columns={columns}
        rows={rows}
        rowKey="id"
        server={{
          ...query,
          total: capped ? countCap : all.length,
          ...(capped && { totalCapped: true }),
          onChange: (next) => {
            onQuery(next);
            setQuery(next);
          },
        }}
      />
    );
  }

  it('asks for the page clicked (zero-based) and shows the total from the server', async () => {
    const user = userEvent.setup();
    const onQuery = vi.fn<(query: ServerQuery) => void>();
    render(<ServerTable onQuery={onQuery} />);
    expect(screen.getByText('Tổng 45 dòng')).toBeInTheDocument();

    await user.click(screen.getByRole('listitem', { name: '3' }));
    expect(onQuery).toHaveBeenLastCalledWith({ page: 2, pageSize: 20, sort: null });
    expect(firstColumn()).toEqual([
      'Nhà bán 41',
      'Nhà bán 42',
      'Nhà bán 43',
      'Nhà bán 44',
      'Nhà bán 45',
    ]);
  });

  it('asks the server to sort by the column sortKey, from the first page, and keeps its order', async () => {
    const user = userEvent.setup();
    const onQuery = vi.fn<(query: ServerQuery) => void>();
    render(<ServerTable onQuery={onQuery} />);
    await user.click(screen.getByRole('listitem', { name: '2' }));

    await user.click(headerCell('Số đơn'));
    expect(onQuery).toHaveBeenLastCalledWith({
      page: 0,
      pageSize: 20,
      sort: { key: 'orders', order: 'asc' },
    });
    await user.click(headerCell('Số đơn'));
    expect(onQuery).toHaveBeenLastCalledWith({
      page: 0,
      pageSize: 20,
      sort: { key: 'orders', order: 'desc' },
    });
    expect(headerCell('Số đơn')).toHaveAttribute('aria-sort', 'descending');
    // The fake API ignores the sort: the table must not reorder the page behind its back.
    expect(firstColumn()[0]).toBe('Nhà bán 01');
  });

  it('pages past a capped count while pages come back full, saying "Hơn", to the last page', async () => {
    const user = userEvent.setup();
    const onQuery = vi.fn<(query: ServerQuery) => void>();
    // 1.050 rows of which the "API" counts 1.000 and says it stopped there; page 10 of 100 shown.
    render(
      <ServerTable
        onQuery={onQuery}
        rows={1_050}
        first={{ page: 9, pageSize: 100, sort: null }}
        countCap={1_000}
      />,
    );
    expect(screen.getByText('Hơn 1.000 dòng')).toBeInTheDocument();
    expect(screen.queryByText('Tổng 1.000 dòng')).not.toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: '10' })).toHaveClass('ant-pagination-item-active');
    expect(screen.getByRole('listitem', { name: '11' })).toBeInTheDocument();

    await user.click(screen.getByRole('listitem', { name: '11' }));
    expect(onQuery).toHaveBeenLastCalledWith({ page: 10, pageSize: 100, sort: null });
    expect(firstColumn()[0]).toBe('Nhà bán 1001');
    expect(firstColumn()).toHaveLength(50);
    // The short page is the last: now the count is known.
    expect(screen.getByText('Tổng 1.050 dòng')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: '12' })).not.toBeInTheDocument();
  });

  it('offers no sorting on columns without a sortKey', () => {
    render(<ServerTable onQuery={vi.fn()} />);
    expect(headerCell('Doanh thu')).not.toHaveClass('ant-table-column-has-sorters');
    expect(headerCell('Số đơn')).toHaveClass('ant-table-column-has-sorters');
  });
});

describe('DataTable export to Excel', () => {
  let downloads: Blob[] = [];

  beforeEach(() => {
    downloads = captureDownloads();
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows no export button without a file name', () => {
    render(<DataTable columns={columns} rows={threeSellers} rowKey="id" />);
    expect(screen.queryByRole('button', { name: /Xuất Excel/ })).not.toBeInTheDocument();
  });

  it('exports every row of a client-side table in the order shown, not just the page', async () => {
    const user = userEvent.setup();
    render(
      <DataTable columns={columns} rows={manySellers(45)} rowKey="id" exportFileName="nha-ban" />,
    );
    await user.click(headerCell('Doanh thu'));
    await user.click(headerCell('Doanh thu'));
    await user.click(screen.getByRole('button', { name: /Xuất Excel/ }));

    await waitFor(() => {
      expect(downloads).toHaveLength(1);
    });
    const sheet = await readFirstSheet(downloads[0] ?? new Blob());
    expect(sheet.rows[0]).toEqual(['Nhà bán', 'Doanh thu', 'Số đơn']);
    expect(sheet.rows).toHaveLength(46);
    expect(sheet.rows[1]).toEqual(['Nhà bán 45', 45000, 45]);
    expect(sheet.rows[45]).toEqual(['Nhà bán 01', 1000, 1]);
    expect(sheet.formats[1]?.[1]).toBe('#,##0');
  });

  it('exports what onExportAll returns for a server-side table', async () => {
    const user = userEvent.setup();
    const onExportAll = vi.fn(() => Promise.resolve(manySellers(45)));
    render(
      <DataTable
        columns={columns}
        rows={manySellers(20)}
        rowKey="id"
        server={{ page: 0, pageSize: 20, total: 45, onChange: vi.fn() }}
        exportFileName="nha-ban"
        onExportAll={onExportAll}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Xuất Excel/ }));
    await waitFor(() => {
      expect(downloads).toHaveLength(1);
    });
    const sheet = await readFirstSheet(downloads[0] ?? new Blob());
    expect(sheet.rows).toHaveLength(46);
    expect(sheet.rows[45]).toEqual(['Nhà bán 45', 45000, 45]);
  });

  it('shows how many rows it has read while it runs, and says so when it stopped at its limit', async () => {
    const user = userEvent.setup();
    let finish = (): void => undefined;
    const onExportAll = async (onProgress: (rowsSoFar: number) => void) => {
      onProgress(200);
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      onProgress(400);
      return { rows: manySellers(400), cut: true };
    };
    render(
      <DataTable
        columns={columns}
        rows={manySellers(20)}
        rowKey="id"
        server={{ page: 0, pageSize: 20, total: 45, onChange: vi.fn() }}
        exportFileName="nha-ban"
        onExportAll={onExportAll}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Xuất Excel/ }));
    expect(await screen.findByRole('status')).toHaveTextContent('Đang lấy dữ liệu: 200 dòng');
    finish();
    await waitFor(() => {
      expect(downloads).toHaveLength(1);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Đã xuất 400 dòng đầu tiên; hãy lọc bớt để xuất phần còn lại.',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const sheet = await readFirstSheet(downloads[0] ?? new Blob());
    expect(sheet.rows).toHaveLength(401);
    // Money stays a number.
    expect(sheet.rows[400]).toEqual(['Nhà bán 400', 400000, 400]);
    expect(sheet.formats[400]?.[1]).toBe('#,##0');
  });

  it('tells the user when the export fails', async () => {
    const user = userEvent.setup();
    render(
      <DataTable
        columns={columns}
        rows={manySellers(20)}
        rowKey="id"
        server={{ page: 0, pageSize: 20, total: 45, onChange: vi.fn() }}
        exportFileName="nha-ban"
        onExportAll={() => Promise.reject(new Error('Hết thời gian chờ.'))}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Xuất Excel/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Không xuất được file Excel: Hết thời gian chờ.',
    );
    expect(downloads).toHaveLength(0);
  });

  it('cannot export an empty table', () => {
    render(<DataTable columns={columns} rows={[]} rowKey="id" exportFileName="nha-ban" />);
    expect(screen.getByRole('button', { name: /Xuất Excel/ })).toBeDisabled();
  });
});
