// Reads back the .xlsx files of export-excel in tests (jsdom): a ZIP reader and the first sheet's cells.

export type ReadCell = string | number | null;

export interface ReadSheet {
  name: string;
  rows: ReadCell[][];
  /** The number format code of each cell, where it has a custom one. */
  formats: (string | undefined)[][];
}

/** jsdom's Blob has no arrayBuffer(); FileReader works in both jsdom and browsers. */
export function blobBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      resolve(new Uint8Array(reader.result as ArrayBuffer));
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('FileReader failed'));
    };
    reader.readAsArrayBuffer(blob);
  });
}

async function inflateRaw(data: Uint8Array): Promise<Uint8Array> {
  // jsdom's Blob has no stream() either.
  const inflated = new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(new Uint8Array(data));
      controller.close();
    },
  }).pipeThrough(new DecompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(inflated).arrayBuffer());
}

/** The text files of a ZIP archive, by path, read from its central directory. */
export async function unzipText(bytes: Uint8Array): Promise<Map<string, string>> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = bytes.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end -= 1;
  if (end < 0) throw new Error('Not a ZIP archive: no end of central directory');
  const count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  const decoder = new TextDecoder();
  const files = new Map<string, string>();
  for (let index = 0; index < count; index += 1) {
    if (view.getUint32(offset, true) !== 0x02014b50) throw new Error('Bad central directory');
    const method = view.getUint16(offset + 10, true);
    const compressedSize = view.getUint32(offset + 20, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const localOffset = view.getUint32(offset + 42, true);
    const name = decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength));
    const dataStart =
      localOffset +
      30 +
      view.getUint16(localOffset + 26, true) +
      view.getUint16(localOffset + 28, true);
    const data = bytes.subarray(dataStart, dataStart + compressedSize);
    files.set(name, decoder.decode(method === 0 ? data : await inflateRaw(data)));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

function parseXml(text: string | undefined, name: string): Document {
  if (text === undefined) throw new Error(`Missing ${name}`);
  return new DOMParser().parseFromString(text, 'application/xml');
}

/**
 * The elements named `name` under `root`, in document order: getElementsByTagName, walked through
 * the elements' own links rather than a live collection, which jsdom answers slowly item by item.
 */
function elementsNamed(root: Document | Element, name: string): Element[] {
  const found: Element[] = [];
  const visit = (parent: Document | Element) => {
    for (let child = parent.firstElementChild; child; child = child.nextElementSibling) {
      if (child.localName === name) found.push(child);
      visit(child);
    }
  };
  visit(root);
  return found;
}

function columnIndex(reference: string): number {
  const letters = /^[A-Z]+/.exec(reference)?.[0] ?? 'A';
  let index = 0;
  for (let position = 0; position < letters.length; position += 1) {
    index = index * 26 + letters.charCodeAt(position) - 64;
  }
  return index - 1;
}

export async function readFirstSheet(blob: Blob): Promise<ReadSheet> {
  const files = await unzipText(await blobBytes(blob));
  const workbook = parseXml(files.get('xl/workbook.xml'), 'workbook');
  const sheet = parseXml(files.get('xl/worksheets/sheet1.xml'), 'sheet1');
  const sharedStrings = files.has('xl/sharedStrings.xml')
    ? elementsNamed(parseXml(files.get('xl/sharedStrings.xml'), 'sharedStrings'), 'si').map(
        (item) => item.textContent,
      )
    : [];
  const styles = parseXml(files.get('xl/styles.xml'), 'styles');
  const formatCodes = new Map(
    elementsNamed(styles, 'numFmt').map((format) => [
      format.getAttribute('numFmtId'),
      format.getAttribute('formatCode') ?? undefined,
    ]),
  );
  const cellXfs = elementsNamed(styles, 'cellXfs')[0];
  const cellFormats = (cellXfs ? elementsNamed(cellXfs, 'xf') : []).map((xf) =>
    formatCodes.get(xf.getAttribute('numFmtId')),
  );

  const rows: ReadCell[][] = [];
  const formats: (string | undefined)[][] = [];
  for (const row of elementsNamed(sheet, 'row')) {
    const values: ReadCell[] = [];
    const rowFormats: (string | undefined)[] = [];
    for (const cell of elementsNamed(row, 'c')) {
      const column = columnIndex(cell.getAttribute('r') ?? 'A');
      const raw = elementsNamed(cell, 'v')[0]?.textContent;
      const type = cell.getAttribute('t');
      let value: ReadCell = null;
      if (type === 's') value = sharedStrings[Number(raw)] ?? null;
      else if (type === 'inlineStr') value = elementsNamed(cell, 't')[0]?.textContent ?? null;
      else if (type === 'str') value = raw ?? null;
      else if (raw !== undefined) value = Number(raw);
      values[column] = value;
      rowFormats[column] = cellFormats[Number(cell.getAttribute('s') ?? 0)];
    }
    rows.push(Array.from(values, (value) => value ?? null));
    formats.push(Array.from(rowFormats));
  }
  const name = elementsNamed(workbook, 'sheet')[0]?.getAttribute('name') ?? '';
  return { name, rows, formats };
}
