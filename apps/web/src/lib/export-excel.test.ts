import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildExcelWorkbook,
  buildSheetData,
  exportToExcel,
  sanitizeFileName,
  sanitizeSheetName,
  type ExcelColumn,
} from './export-excel';
import { blobBytes, readFirstSheet } from './export-excel.testing';

interface SaleRow {
  code: string;
  name: string;
  revenue: number | string | null;
  orders: number;
  share: number;
  day: string;
  createdAt: string;
}

const columns: ExcelColumn<SaleRow>[] = [
  { title: 'Mã', key: 'code', type: 'text' },
  { title: 'Nhà thuốc', key: 'name' },
  { title: 'Doanh thu', key: 'revenue', type: 'money' },
  { title: 'Số đơn', key: 'orders', type: 'number' },
  { title: 'Tỷ trọng', key: 'share', type: 'percent' },
  { title: 'Ngày', key: 'day', type: 'date' },
  { title: 'Tạo lúc', key: 'createdAt', type: 'datetime' },
  { title: 'Trung bình/đơn', value: (row) => Number(row.revenue) / row.orders, type: 'money' },
];

const rows: SaleRow[] = [
  {
    code: '00123',
    name: 'Nhà thuốc An Khang',
    revenue: 1234567,
    orders: 3,
    share: 0.125,
    day: '2026-11-18',
    createdAt: '2026-11-18T17:30:00Z',
  },
  {
    code: 'NT-9',
    name: 'Phòng khám Đa khoa Hòa Bình',
    revenue: '9007199254740',
    orders: 1,
    share: 0.875,
    day: '2026-01-01',
    createdAt: '2026-01-01T00:00:00+07:00',
  },
];

/** Excel's serial day number of a calendar date (days since 30-12-1899). */
function serial(year: number, month: number, day: number, hour = 0, minute = 0): number {
  return (Date.UTC(year, month - 1, day, hour, minute) - Date.UTC(1899, 11, 30)) / 86_400_000;
}

describe('buildSheetData', () => {
  it('starts with a bold header row of the column titles', () => {
    const [header] = buildSheetData(columns, rows);
    expect(header?.map((cell) => (cell as { value: string }).value)).toEqual(
      columns.map((column) => column.title),
    );
    expect(header?.[0]).toMatchObject({ fontWeight: 'bold' });
  });

  it('writes money as whole numbers with a thousands format, also from API strings', () => {
    const data = buildSheetData(columns, rows);
    expect(data[1]?.[2]).toEqual({ value: 1234567, type: Number, format: '#,##0' });
    expect(data[2]?.[2]).toEqual({ value: 9007199254740, type: Number, format: '#,##0' });
    expect(data[1]?.[7]).toEqual({ value: 411522, type: Number, format: '#,##0' });
  });

  it('writes dates as Excel dates on the Vietnamese calendar, whatever the browser time zone', () => {
    const data = buildSheetData(columns, rows);
    expect(data[1]?.[5]).toEqual({
      value: new Date(Date.UTC(2026, 10, 18)),
      type: Date,
      format: 'dd-mm-yyyy',
    });
    // 17:30 UTC is 00:30 on the 19th in Ho Chi Minh City.
    expect(data[1]?.[6]).toEqual({
      value: new Date(Date.UTC(2026, 10, 19, 0, 30)),
      type: Date,
      format: 'dd-mm-yyyy hh:mm',
    });
  });

  it('keeps codes as text, and leaves missing values empty', () => {
    const data = buildSheetData(columns, [{ ...rows[0], revenue: null } as SaleRow]);
    expect(data[1]?.[0]).toEqual({ value: '00123', type: String, format: '@' });
    expect(data[1]?.[2]).toBeNull();
  });

  it('infers the type of untyped columns from the values', () => {
    const data = buildSheetData<Record<string, unknown>>(
      [
        { title: 'n', key: 'n' },
        { title: 'd', key: 'd' },
        { title: 'b', key: 'b' },
      ],
      [{ n: 1234.5, d: dayjs('2026-11-18T00:00:00'), b: true }],
    );
    expect(data[1]).toEqual([
      { value: 1234.5, type: Number, format: '#,##0.00' },
      { value: new Date(Date.UTC(2026, 10, 18)), type: Date, format: 'dd-mm-yyyy' },
      'Có',
    ]);
  });
});

describe('buildExcelWorkbook', () => {
  it('builds a real .xlsx (a ZIP) holding the titles, numbers and dates', async () => {
    const blob = await buildExcelWorkbook({ sheetName: 'Doanh thu', columns, rows });
    const bytes = await blobBytes(blob);
    expect(String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0)).toBe('PK');
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

    const sheet = await readFirstSheet(blob);
    expect(sheet.name).toBe('Doanh thu');
    expect(sheet.rows[0]).toEqual(columns.map((column) => column.title));
    expect(sheet.rows[1]).toEqual([
      '00123',
      'Nhà thuốc An Khang',
      1234567,
      3,
      0.125,
      serial(2026, 11, 18),
      expect.closeTo(serial(2026, 11, 19, 0, 30), 6),
      411522,
    ]);
    expect(sheet.formats[1]).toEqual([
      '@',
      '@',
      '#,##0',
      '#,##0',
      '0.0%',
      'dd-mm-yyyy',
      'dd-mm-yyyy hh:mm',
      '#,##0',
    ]);
    expect(sheet.rows[2]?.[1]).toBe('Phòng khám Đa khoa Hòa Bình');
    expect(sheet.rows[2]?.[2]).toBe(9007199254740);
  });

  it('writes only the header row when there are no rows', async () => {
    const sheet = await readFirstSheet(await buildExcelWorkbook({ columns, rows: [] }));
    expect(sheet.rows).toHaveLength(1);
    expect(sheet.name).toBe('Dữ liệu');
  });
});

describe('file and sheet names', () => {
  it('makes a sheet name Excel accepts', () => {
    expect(sanitizeSheetName('Doanh thu 11/2026: [tất cả]')).toBe('Doanh thu 11 2026 tất cả');
    expect(sanitizeSheetName('x'.repeat(40))).toHaveLength(31);
    expect(sanitizeSheetName('  ')).toBe('Dữ liệu');
  });

  it('makes a file name every system accepts, ending in .xlsx', () => {
    expect(sanitizeFileName('doanh-thu 01/11/2026')).toBe('doanh-thu 01-11-2026.xlsx');
    expect(sanitizeFileName('bao-cao.xlsx')).toBe('bao-cao.xlsx');
    expect(sanitizeFileName('')).toBe('bao-cao.xlsx');
  });
});

describe('exportToExcel', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('hands the browser an .xlsx download with the given name', async () => {
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:export';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const downloads: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push({ name: this.download, href: this.href });
    });

    await exportToExcel({ fileName: 'doanh-thu-theo-nha-ban', columns, rows });

    expect(downloads).toEqual([{ name: 'doanh-thu-theo-nha-ban.xlsx', href: 'blob:export' }]);
    const sheet = await readFirstSheet(blobs[0] ?? new Blob());
    expect(sheet.rows.map((row) => row[1])).toEqual([
      'Nhà thuốc',
      'Nhà thuốc An Khang',
      'Phòng khám Đa khoa Hòa Bình',
    ]);
  });
});
