import { FileExcelOutlined } from '@ant-design/icons';
import { PAGE_SIZE_DEFAULT } from '@backoffice/shared';
import {
  Alert,
  Button,
  Empty,
  Flex,
  Input,
  Table,
  Typography,
  type TableColumnType,
  type TableProps,
} from 'antd';
import { useMemo, useState, type Key, type ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';
import type { EveryPage } from '../../lib/every-page';
import {
  exportToExcel,
  type ExcelCellValue,
  type ExcelColumn,
  type ExcelColumnType,
} from '../../lib/export-excel';
import {
  EMPTY_VALUE,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
  toNumeric,
  type NumericInput,
} from '../../lib/format';
import { matchesSearch } from '../../lib/search-text';
import { Money } from './money';
import {
  type ClientView,
  PAGE_SIZE_OPTIONS,
  type ServerPaging,
  type TableSort,
} from '../../lib/table-view';

export {
  type ClientView,
  PAGE_SIZE_OPTIONS,
  type ServerPaging,
  type ServerQuery,
  type TableSort,
} from '../../lib/table-view';

export const EMPTY_TEXT = 'Không có dữ liệu';
export const LOAD_ERROR_TITLE = 'Không tải được dữ liệu';
export const RETRY_LABEL = 'Thử lại';
export const EXPORT_LABEL = 'Xuất Excel';

export type DataTableValueType = ExcelColumnType;

export interface DataTableColumn<T> {
  key: string;
  title: ReactNode;
  dataIndex?: keyof T & string;
  /** Formats the cell (money, dates...), aligns numbers right, and types the Excel column. */
  type?: DataTableValueType;
  /** Renders the cell from the whole row; without it, the dataIndex value is shown by `type`. */
  render?: (row: T, index: number) => ReactNode;
  align?: 'left' | 'center' | 'right';
  width?: number | string;
  fixed?: 'left' | 'right';
  ellipsis?: boolean;
  /** Client-side sorting: true compares the dataIndex values; a function compares two rows. */
  sorter?: boolean | ((a: T, b: T) => number);
  /** Server-side sorting: the field the API sorts by when this column's header is clicked. */
  sortKey?: string;
  /** The Excel header when `title` is not plain text. */
  exportTitle?: string;
  /** The Excel value when it is not the dataIndex value (e.g. a name rendered from a nested object). */
  exportValue?: (row: T) => ExcelCellValue;
  /** false leaves the column out of the Excel file (actions, links). */
  exportable?: boolean;
}

/** Gathers every row of the current filters for the Excel file, telling the rows read so far. */
export type ExportAll<T> = (
  onProgress: (rowsSoFar: number) => void,
) => Promise<readonly T[] | EveryPage<T>>;

export interface DataTableProps<T> {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[] | undefined;
  rowKey: (keyof T & string) | ((row: T) => Key);
  loading?: boolean;
  /** A failed load: its message is shown with a retry button. */
  error?: unknown;
  onRetry?: () => void;
  emptyText?: ReactNode;
  /**
   * Paging and sorting done by the API: `rows` is the current page. Without it, `rows` holds every
   * row and the table sorts and pages them itself.
   */
  server?: ServerPaging;
  /** Client-side only. */
  defaultSort?: TableSort;
  defaultPageSize?: number;
  /** false shows every row on one page (short lists such as a top 10). */
  pagination?: false;
  /** Shows the 'Xuất Excel' button; the file is named after it. */
  exportFileName?: string;
  exportSheetName?: string;
  /** The Excel columns, when the table's own columns do not say enough. */
  exportColumns?: readonly ExcelColumn<T>[];
  /**
   * Every row of the current filters and sort, for the Excel file, when the table holds only some
   * of them (a server-side table, or one that loads more on demand).
   */
  onExportAll?: ExportAll<T>;
  /** Controls shown left of the export button (a search box, a switch...). */
  toolbar?: ReactNode;
  /**
   * Client-side: a search box that keeps the rows whose text matches every typed word (accents and
   * case do not count); the export holds the rows kept.
   */
  search?: { placeholder: string; text: (row: T) => string };
  /**
   * Client-side: the search, sort and page kept by the caller (in the address) rather than by the
   * table, so that a reload shows the same rows.
   */
  view?: { state: ClientView; onChange: (next: ClientView) => void };
  size?: 'small' | 'middle' | 'large';
  summary?: TableProps<T>['summary'];
  /** Rows the user ticks (for an action on several at once). */
  rowSelection?: TableProps<T>['rowSelection'];
  /**
   * The totals row of the rows kept by the search (all of them, not only the page's); `narrowed`
   * when the search keeps some only. Client-side; no row when none is kept.
   */
  totals?: (kept: readonly T[], narrowed: boolean) => ReactNode;
}

const collator = new Intl.Collator('vi', { numeric: true, sensitivity: 'base' });

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

function comparable(value: unknown): number | bigint | string {
  if (typeof value === 'number' || typeof value === 'bigint') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'object' && value !== null && 'valueOf' in value) {
    const primitive: unknown = value.valueOf();
    if (typeof primitive === 'number') return primitive;
  }
  if (typeof value === 'string') return toNumeric(value) ?? value;
  return JSON.stringify(value);
}

/** Numbers as numbers (also when they arrive as strings), text in Vietnamese order. */
function compareValues(a: unknown, b: unknown): number {
  const left = comparable(a);
  const right = comparable(b);
  if (typeof left === 'string' || typeof right === 'string') {
    return collator.compare(String(left), String(right));
  }
  if (typeof left === 'bigint' && typeof right === 'bigint') {
    return left === right ? 0 : left < right ? -1 : 1;
  }
  return Number(left) - Number(right);
}

function cellValue<T>(row: T, dataIndex: (keyof T & string) | undefined): unknown {
  return dataIndex === undefined ? undefined : row[dataIndex];
}

function sortRows<T>(
  rows: readonly T[],
  columns: readonly DataTableColumn<T>[],
  sort: TableSort | null,
): readonly T[] {
  if (!sort) return rows;
  const column = columns.find((candidate) => candidate.key === sort.key);
  if (!column?.sorter) return rows;
  const { sorter, dataIndex } = column;
  const direction = sort.order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (typeof sorter === 'function') return direction * sorter(a, b);
    const left = cellValue(a, dataIndex);
    const right = cellValue(b, dataIndex);
    // Blanks go last whichever the direction: they are rarely what a sort is looking for.
    if (isBlank(left) || isBlank(right)) return Number(isBlank(left)) - Number(isBlank(right));
    return direction * compareValues(left, right);
  });
}

function keyOf<T>(row: T, rowKey: DataTableProps<T>['rowKey']): string {
  const key: unknown = typeof rowKey === 'function' ? rowKey(row) : row[rowKey];
  return typeof key === 'string' || typeof key === 'number' ? String(key) : JSON.stringify(key);
}

function rowsSignature<T>(rows: readonly T[], rowKey: DataTableProps<T>['rowKey']): string {
  const first = rows[0];
  const last = rows.at(-1);
  if (first === undefined || last === undefined) return '0';
  return `${rows.length}|${keyOf(first, rowKey)}|${keyOf(last, rowKey)}`;
}

function asNumericInput(value: unknown): NumericInput {
  if (
    value === null ||
    value === undefined ||
    typeof value === 'number' ||
    typeof value === 'bigint' ||
    typeof value === 'string'
  ) {
    return value;
  }
  return undefined;
}

function displayText(value: unknown): string {
  if (isBlank(value)) return EMPTY_VALUE;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return formatNumber(value);
  if (typeof value === 'boolean') return value ? 'Có' : 'Không';
  if (value instanceof Date) return formatDateTime(value);
  return JSON.stringify(value);
}

function renderByType(value: unknown, type: DataTableValueType | undefined): ReactNode {
  switch (type) {
    case 'money':
      return <Money value={asNumericInput(value)} />;
    case 'number':
      return formatNumber(asNumericInput(value));
    case 'percent':
      return formatPercent(typeof value === 'number' ? value : undefined);
    case 'date':
      return formatDate(value instanceof Date || typeof value === 'string' ? value : undefined);
    case 'datetime':
      return formatDateTime(value instanceof Date || typeof value === 'string' ? value : undefined);
    case 'text':
    case undefined:
      return displayText(value);
  }
}

const NUMERIC_TYPES: ReadonlySet<DataTableValueType | undefined> = new Set([
  'money',
  'number',
  'percent',
]);

function toAntOrder(order: TableSort['order']): 'ascend' | 'descend' {
  return order === 'asc' ? 'ascend' : 'descend';
}

export function exportColumnsOf<T>(columns: readonly DataTableColumn<T>[]): ExcelColumn<T>[] {
  return columns.flatMap((column): ExcelColumn<T>[] => {
    if (column.exportable === false) return [];
    const title =
      column.exportTitle ?? (typeof column.title === 'string' ? column.title : undefined);
    if (!title) return [];
    if (column.exportValue) return [{ title, type: column.type, value: column.exportValue }];
    if (column.dataIndex) return [{ title, type: column.type, key: column.dataIndex }];
    return [];
  });
}

/** The line shown when an export stopped at its limit. */
function exportCutNotice(rows: number): string {
  return `Đã xuất ${formatNumber(rows)} dòng đầu tiên; hãy lọc bớt để xuất phần còn lại.`;
}

/** The 'Xuất Excel' button of a table, for a screen that shows the rows otherwise on a phone. */
export function ExportButton<T>({
  fileName,
  sheetName,
  columns,
  getRows,
  disabled,
}: {
  fileName: string;
  sheetName: string | undefined;
  columns: readonly ExcelColumn<T>[];
  getRows: ExportAll<T>;
  disabled: boolean;
}) {
  const [exporting, setExporting] = useState(false);
  const [progress, setProgress] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [cutAt, setCutAt] = useState<number | null>(null);

  const handleExport = async () => {
    setExporting(true);
    setFailure(null);
    setCutAt(null);
    setProgress('Đang lấy dữ liệu…');
    try {
      const gathered = await getRows((rowsSoFar) => {
        setProgress(`Đang lấy dữ liệu: ${formatNumber(rowsSoFar)} dòng…`);
      });
      const { rows, cut } = 'rows' in gathered ? gathered : { rows: gathered, cut: false };
      setProgress(`Đang tạo file Excel: ${formatNumber(rows.length)} dòng…`);
      await exportToExcel({ fileName, sheetName, columns, rows });
      if (cut) setCutAt(rows.length);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setExporting(false);
      setProgress(null);
    }
  };

  return (
    <Flex vertical gap={8} align="flex-end">
      {failure ? (
        <Alert
          type="error"
          showIcon
          closable={{
            onClose: () => {
              setFailure(null);
            },
          }}
          title={`Không xuất được file Excel: ${failure}`}
        />
      ) : null}
      {cutAt !== null ? (
        <Alert
          type="warning"
          showIcon
          closable={{
            onClose: () => {
              setCutAt(null);
            },
          }}
          title={exportCutNotice(cutAt)}
        />
      ) : null}
      <Flex gap={8} align="center">
        {progress ? (
          <Typography.Text type="secondary" role="status">
            {progress}
          </Typography.Text>
        ) : null}
        <Button
          icon={<FileExcelOutlined />}
          loading={exporting}
          disabled={disabled}
          onClick={() => void handleExport()}
        >
          {EXPORT_LABEL}
        </Button>
      </Flex>
    </Flex>
  );
}

const totalLabel = (count: number) => `Tổng ${formatNumber(count)} dòng`;

/**
 * The count the pager of a server-side table pages through, and its label. A capped count ends
 * nowhere: one page more is offered while the page shown is full, until a short page shows the end.
 */
function serverPager(server: ServerPaging, rowCount: number): { total: number; label: string } {
  if (!server.totalCapped) return { total: server.total, label: totalLabel(server.total) };
  const before = server.page * server.pageSize;
  const reached = before + rowCount;
  if (rowCount > 0 && rowCount < server.pageSize && reached > server.total) {
    return { total: reached, label: totalLabel(reached) };
  }
  const full = rowCount >= server.pageSize;
  return {
    total: Math.max(server.total, full ? reached + 1 : before + 1),
    label: `Hơn ${formatNumber(server.total)} dòng`,
  };
}

/**
 * The table of every report: sorting, paging ('Tổng N dòng', 'Hơn N dòng' when the count is capped),
 * loading, empty and error states, and an Excel export of what it shows. Client-side when given
 * every row; server-side with `server`.
 */
export function DataTable<T extends object>({
  columns,
  rows,
  rowKey,
  loading = false,
  error,
  onRetry,
  emptyText = EMPTY_TEXT,
  server,
  defaultSort,
  defaultPageSize = PAGE_SIZE_DEFAULT,
  pagination,
  exportFileName,
  exportSheetName,
  exportColumns,
  onExportAll,
  toolbar,
  search,
  view,
  size = 'middle',
  summary,
  rowSelection,
  totals,
}: DataTableProps<T>) {
  const [ownQuery, setOwnQuery] = useState('');
  const query = view ? view.state.query : ownQuery;
  const searchText = search?.text;
  const allRows = useMemo(() => {
    const given = rows ?? [];
    const typed = query.trim();
    if (server || !searchText || typed === '') return given;
    return given.filter((row) => matchesSearch(searchText(row), typed));
  }, [rows, server, searchText, query]);
  const [ownSort, setOwnSort] = useState<TableSort | null>(defaultSort ?? null);
  const [ownPage, setOwnPage] = useState({ current: 1, pageSize: defaultPageSize });
  // New data (another period, another filter) starts again from the first page; the same rows
  // derived again on a re-render (a new array of the same rows) do not. A view kept by the caller
  // is reset by the caller (a new period drops the page from the address).
  const signature = rowsSignature(allRows, rowKey);
  const [pagedSignature, setPagedSignature] = useState(signature);
  if (pagedSignature !== signature) {
    setPagedSignature(signature);
    setOwnPage((page) => ({ ...page, current: 1 }));
  }
  const clientSort = view ? view.state.sort : ownSort;
  const clientPage = view
    ? { current: view.state.page + 1, pageSize: view.state.pageSize }
    : ownPage;
  const setClientView = (next: {
    query?: string;
    sort?: TableSort | null;
    current?: number;
    pageSize?: number;
  }) => {
    if (view) {
      view.onChange({
        query: next.query ?? view.state.query,
        sort: next.sort === undefined ? view.state.sort : next.sort,
        page: (next.current ?? view.state.page + 1) - 1,
        pageSize: next.pageSize ?? view.state.pageSize,
      });
      return;
    }
    if (next.query !== undefined) setOwnQuery(next.query);
    if (next.sort !== undefined) setOwnSort(next.sort);
    if (next.current !== undefined || next.pageSize !== undefined) {
      setOwnPage((page) => ({
        current: next.current ?? page.current,
        pageSize: next.pageSize ?? page.pageSize,
      }));
    }
  };

  const sort = server ? (server.sort ?? null) : clientSort;
  const shownRows = useMemo(
    () => (server ? allRows : sortRows(allRows, columns, clientSort)),
    [server, allRows, columns, clientSort],
  );

  const antColumns = columns.map((column): TableColumnType<T> => {
    const sortKey = server ? column.sortKey : column.sorter ? column.key : undefined;
    return {
      key: column.key,
      title: column.title,
      dataIndex: column.dataIndex,
      align: column.align ?? (NUMERIC_TYPES.has(column.type) ? 'right' : undefined),
      width: column.width,
      fixed: column.fixed,
      ellipsis: column.ellipsis,
      render: (_value: unknown, row: T, index: number) =>
        column.render
          ? column.render(row, index)
          : renderByType(cellValue(row, column.dataIndex), column.type),
      // The table sorts rows itself (client-side) or leaves it to the API: antd only shows the arrows.
      ...(sortKey
        ? {
            sorter: true,
            sortOrder: sort?.key === sortKey ? toAntOrder(sort.order) : null,
          }
        : {}),
    };
  });

  const handleChange: TableProps<T>['onChange'] = (antPagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const single = Array.isArray(sorter) ? sorter[0] : sorter;
      const column = columns.find((candidate) => candidate.key === single?.columnKey);
      const key = server ? column?.sortKey : column?.key;
      const nextSort: TableSort | null =
        key && single?.order ? { key, order: single.order === 'ascend' ? 'asc' : 'desc' } : null;
      if (server) server.onChange({ page: 0, pageSize: server.pageSize, sort: nextSort });
      else setClientView({ sort: nextSort, current: 1 });
      return;
    }
    if (extra.action !== 'paginate') return;
    const pageSize = antPagination.pageSize ?? defaultPageSize;
    if (server) {
      const page = pageSize !== server.pageSize ? 0 : (antPagination.current ?? 1) - 1;
      server.onChange({ page, pageSize, sort: server.sort ?? null });
    } else {
      setClientView({
        pageSize,
        current: pageSize !== clientPage.pageSize ? 1 : (antPagination.current ?? 1),
      });
    }
  };

  const pager = server
    ? serverPager(server, allRows.length)
    : { total: shownRows.length, label: totalLabel(shownRows.length) };
  const { total } = pager;
  const pageSize = server ? server.pageSize : clientPage.pageSize;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const current = server ? server.page + 1 : Math.min(clientPage.current, lastPage);

  const resolvedExportColumns = exportColumns ?? exportColumnsOf(columns);
  const getExportRows: ExportAll<T> = async (onProgress) =>
    onExportAll ? onExportAll(onProgress) : shownRows;

  let placeholder: ReactNode = emptyText;
  if (loading) placeholder = <div style={{ minHeight: 120 }} />;
  else if (error) placeholder = LOAD_ERROR_TITLE;

  return (
    <Flex vertical gap={12} style={{ minWidth: 0 }}>
      {error ? (
        <Alert
          type="error"
          showIcon
          title={LOAD_ERROR_TITLE}
          description={errorMessage(error)}
          action={
            onRetry ? (
              <Button
                size="small"
                onClick={() => {
                  onRetry();
                }}
              >
                {RETRY_LABEL}
              </Button>
            ) : null
          }
        />
      ) : null}
      {toolbar || exportFileName || search ? (
        <Flex wrap="wrap" gap={8} align="center" justify="space-between">
          <Flex wrap="wrap" gap={8} align="center" style={{ minWidth: 0 }}>
            {search ? (
              <Input.Search
                allowClear
                aria-label={search.placeholder}
                placeholder={search.placeholder}
                value={query}
                onChange={(event) => {
                  setClientView({ query: event.target.value, current: 1 });
                }}
                style={{ width: 280, maxWidth: '100%' }}
              />
            ) : null}
            {toolbar}
          </Flex>
          {exportFileName ? (
            <ExportButton
              fileName={exportFileName}
              sheetName={exportSheetName}
              columns={resolvedExportColumns}
              getRows={getExportRows}
              disabled={loading || total === 0 || resolvedExportColumns.length === 0}
            />
          ) : null}
        </Flex>
      ) : null}
      <Table<T>
        columns={antColumns}
        dataSource={shownRows}
        rowKey={rowKey}
        loading={loading}
        size={size}
        rowSelection={rowSelection}
        scroll={{ x: 'max-content' }}
        summary={
          totals
            ? () => (allRows.length > 0 ? totals(allRows, query.trim() !== '') : null)
            : summary
        }
        onChange={handleChange}
        locale={{
          emptyText:
            typeof placeholder === 'string' ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={placeholder} />
            ) : (
              placeholder
            ),
        }}
        pagination={
          pagination === false
            ? false
            : {
                current,
                pageSize,
                total,
                showSizeChanger: true,
                pageSizeOptions: [...PAGE_SIZE_OPTIONS],
                showTotal: () => pager.label,
                responsive: true,
              }
        }
      />
    </Flex>
  );
}
