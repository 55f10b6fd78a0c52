import { TIME_ZONE } from '@backoffice/shared';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { Cell, SheetData } from 'write-excel-file/browser';
import { formatDateTime, toNumeric } from './format';

dayjs.extend(utc);
dayjs.extend(timezone);

export type ExcelColumnType = 'text' | 'number' | 'money' | 'percent' | 'date' | 'datetime';
export type ExcelCellValue = string | number | bigint | boolean | Date | Dayjs | null | undefined;

interface ExcelColumnBase {
  title: string;
  /** How the cell is written; without it, numbers stay numbers, dates become dates, the rest text. */
  type?: ExcelColumnType;
  /** Width in characters; without it, fitted to the content. */
  width?: number;
}

export type ExcelColumn<T> = ExcelColumnBase &
  ({ key: keyof T & string; value?: never } | { value: (row: T) => ExcelCellValue; key?: never });

export interface ExcelExportOptions<T> {
  fileName: string;
  sheetName?: string;
  columns: readonly ExcelColumn<T>[];
  rows: readonly T[];
}

export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Excel number-format codes are locale-neutral: a Vietnamese Excel shows '#,##0' as 1.234.567.
const EXCEL_FORMATS = {
  integer: '#,##0',
  decimal: '#,##0.00',
  percent: '0.0%',
  date: 'dd-mm-yyyy',
  datetime: 'dd-mm-yyyy hh:mm',
  text: '@',
} as const;

const DEFAULT_SHEET_NAME = 'Dữ liệu';
const SHEET_NAME_MAX_LENGTH = 31;
const MIN_COLUMN_WIDTH = 8;
const MAX_COLUMN_WIDTH = 60;
const ROWS_SAMPLED_FOR_WIDTH = 500;
const PLAIN_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function cellValueOf<T>(column: ExcelColumn<T>, row: T): ExcelCellValue {
  if (column.value) return column.value(row);
  const raw: unknown = row[column.key];
  if (
    raw === null ||
    raw === undefined ||
    typeof raw === 'string' ||
    typeof raw === 'number' ||
    typeof raw === 'bigint' ||
    typeof raw === 'boolean' ||
    raw instanceof Date ||
    dayjs.isDayjs(raw)
  ) {
    return raw;
  }
  return JSON.stringify(raw);
}

/**
 * Excel stores a date as a day count with no time zone, and the writer derives it from the Date's
 * UTC fields: so the Date carries the business wall-clock (Asia/Ho_Chi_Minh) in its UTC fields.
 */
function toExcelDate(value: string | number | Date | Dayjs, withTime: boolean): Date | undefined {
  if (typeof value === 'string') {
    const plain = PLAIN_DATE_PATTERN.exec(value);
    if (plain) return new Date(Date.UTC(Number(plain[1]), Number(plain[2]) - 1, Number(plain[3])));
  }
  let wallClock: Dayjs;
  if (dayjs.isDayjs(value)) {
    wallClock = value;
  } else {
    const instant = dayjs(value);
    if (!instant.isValid()) return undefined;
    wallClock = instant.tz(TIME_ZONE);
  }
  if (!wallClock.isValid()) return undefined;
  return new Date(
    Date.UTC(
      wallClock.year(),
      wallClock.month(),
      wallClock.date(),
      withTime ? wallClock.hour() : 0,
      withTime ? wallClock.minute() : 0,
      withTime ? wallClock.second() : 0,
    ),
  );
}

function inferType(value: ExcelCellValue): ExcelColumnType {
  if (typeof value === 'number' || typeof value === 'bigint') return 'number';
  if (value instanceof Date || dayjs.isDayjs(value)) return 'date';
  return 'text';
}

function textCell(value: Exclude<ExcelCellValue, null | undefined>): Cell {
  if (typeof value === 'boolean') return value ? 'Có' : 'Không';
  if (value instanceof Date || dayjs.isDayjs(value)) return formatDateTime(value);
  // '@' keeps codes such as '00123' from being read back as numbers.
  return { value: String(value), type: String, format: EXCEL_FORMATS.text };
}

function toCell(value: ExcelCellValue, type: ExcelColumnType | undefined): Cell {
  if (value === null || value === undefined || value === '') return null;
  const resolved = type ?? inferType(value);
  switch (resolved) {
    case 'money':
    case 'number':
    case 'percent': {
      if (typeof value === 'boolean' || value instanceof Date || dayjs.isDayjs(value)) {
        return textCell(value);
      }
      const numeric = toNumeric(value);
      if (numeric === undefined) return textCell(value);
      const number = Number(numeric);
      if (resolved === 'percent') {
        return { value: number, type: Number, format: EXCEL_FORMATS.percent };
      }
      if (resolved === 'money') {
        return { value: Math.round(number), type: Number, format: EXCEL_FORMATS.integer };
      }
      const format = Number.isInteger(number) ? EXCEL_FORMATS.integer : EXCEL_FORMATS.decimal;
      return { value: number, type: Number, format };
    }
    case 'date':
    case 'datetime': {
      if (typeof value === 'boolean' || typeof value === 'bigint') return textCell(value);
      const date = toExcelDate(value, resolved === 'datetime');
      if (!date) return textCell(value);
      return { value: date, type: Date, format: EXCEL_FORMATS[resolved] };
    }
    case 'text':
      return textCell(value);
  }
}

function headerCell(title: string): Cell {
  return { value: title, type: String, fontWeight: 'bold', backgroundColor: '#F0F0F0' };
}

/** The cells of the sheet: a header row of the column titles, then one row per data row. */
export function buildSheetData<T>(
  columns: readonly ExcelColumn<T>[],
  rows: readonly T[],
): SheetData {
  return [
    columns.map((column) => headerCell(column.title)),
    ...rows.map((row) => columns.map((column) => toCell(cellValueOf(column, row), column.type))),
  ];
}

function displayLength(cell: Cell): number {
  if (cell === null || cell === undefined) return 0;
  const isObject = typeof cell === 'object' && 'value' in cell;
  const value = isObject ? cell.value : cell;
  if (value === undefined) return 0;
  if (value instanceof Date) return isObject && cell.format?.includes('hh') ? 16 : 10;
  // Thousands separators and a little air.
  if (typeof value === 'number') return Math.ceil(String(Math.round(value)).length * 1.35);
  return typeof value === 'string' ? value.length : 5;
}

function columnWidths<T>(columns: readonly ExcelColumn<T>[], data: SheetData): { width: number }[] {
  const sample = data.slice(0, ROWS_SAMPLED_FOR_WIDTH + 1);
  return columns.map((column, index) => {
    if (column.width !== undefined) return { width: column.width };
    const longest = Math.max(...sample.map((row) => displayLength(row[index])));
    return { width: Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, longest + 2)) };
  });
}

export function sanitizeSheetName(name: string | undefined): string {
  const cleaned = (name ?? '')
    .replace(/[\\/?*[\]:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SHEET_NAME_MAX_LENGTH)
    .trim();
  return cleaned === '' ? DEFAULT_SHEET_NAME : cleaned;
}

export function sanitizeFileName(name: string): string {
  const base = name
    .replace(/\.xlsx$/i, '')
    .replace(/[\\/:*?"<>|]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
  return `${base === '' ? 'bao-cao' : base}.xlsx`;
}

/** The .xlsx file as a Blob; the Excel library is fetched on first use, not on page load. */
export async function buildExcelWorkbook<T>({
  sheetName,
  columns,
  rows,
}: Omit<ExcelExportOptions<T>, 'fileName'>): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const data = buildSheetData(columns, rows);
  return writeXlsxFile(data, {
    sheet: sanitizeSheetName(sheetName),
    columns: columnWidths(columns, data),
    stickyRowsCount: 1,
  }).toBlob();
}

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1_000);
}

/** Writes the rows to an .xlsx file and hands it to the browser as a download. */
export async function exportToExcel<T>(options: ExcelExportOptions<T>): Promise<void> {
  const blob = await buildExcelWorkbook(options);
  downloadBlob(blob, sanitizeFileName(options.fileName));
}
