import { createInflateRaw } from 'node:zlib';
import { FileContentError } from '#shared/bookkeeping/bank-statement';

/** A workbook may hold at most this many archive entries… */
const XLSX_MAX_ENTRIES = 2_000;
/** …expanding to at most this many bytes in all (a 10 MB store workbook expands to far less). */
const XLSX_MAX_UNCOMPRESSED_BYTES = 64 * 1024 * 1024;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
}

function readCentralDirectory(zip: Buffer, label: string): ZipEntry[] {
  return readDirectory(zip, label).entries;
}

function readDirectory(zip: Buffer, label: string): { entries: ZipEntry[]; directoryOffset: number } {
  const notWorkbook = () => new FileContentError(`${label} is not a readable XLSX workbook`);
  const searchFrom = Math.max(0, zip.length - 22 - 0xffff);
  let eocd = -1;
  for (let at = zip.length - 22; at >= searchFrom; at--) {
    if (zip.readUInt32LE(at) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw notWorkbook();
  const count = zip.readUInt16LE(eocd + 10);
  const directoryOffset = zip.readUInt32LE(eocd + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) throw notWorkbook(); // ZIP64: never a store workbook.
  if (count > XLSX_MAX_ENTRIES)
    throw new FileContentError(`${label} holds too many parts (more than ${XLSX_MAX_ENTRIES})`);
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) throw notWorkbook();
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    entries.push({
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      uncompressedSize: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return { entries, directoryOffset };
}

/** Where each part must come for exceljs's streaming reader: relationships, workbook, strings, styles, sheets. */
const READING_RANK: Record<string, number> = {
  '_rels/.rels': 0,
  'xl/_rels/workbook.xml.rels': 1,
  'xl/workbook.xml': 2,
  'xl/sharedstrings.xml': 3,
  'xl/styles.xml': 4,
};

/**
 * The same archive with its parts in the order exceljs's streaming reader needs (it reads a zip
 * front to back and fails on a sheet met before `xl/workbook.xml`, as exceljs itself writes them).
 * Each part is copied as its central directory entry describes it (local header, data, descriptor),
 * so bytes the directory does not list — where a hidden part could sit — are left out; parts that
 * overlap are refused. The central directory follows unchanged, since the streaming reader stops
 * at it. Call after `checkXlsxArchive`.
 */
export function inReadingOrder(zip: Buffer, label: string): Buffer {
  const { entries, directoryOffset } = readDirectory(zip, label);
  const notReadable = () => new FileContentError(`${label} is not a readable XLSX workbook`);
  let total = 0;
  const parts = entries.map((entry, index) => {
    const at = entry.localOffset;
    if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) throw notReadable();
    const nameLength = zip.readUInt16LE(at + 26);
    // The reader goes by the local name, the checks by the directory's: they must be the same part.
    if (zip.toString('utf8', at + 30, at + 30 + nameLength) !== entry.name) throw notReadable();
    let end = at + 30 + nameLength + zip.readUInt16LE(at + 28) + entry.compressedSize;
    // Bit 3: sizes and CRC follow the data, with or without their own signature.
    if ((zip.readUInt16LE(at + 6) & 0x08) !== 0)
      end += end + 4 <= zip.length && zip.readUInt32LE(end) === 0x08074b50 ? 16 : 12;
    if (end > directoryOffset) throw notReadable();
    total += end - at;
    if (total > directoryOffset) throw notReadable();
    return { rank: READING_RANK[entry.name.toLowerCase()] ?? 5, index, bytes: zip.subarray(at, end) };
  });
  parts.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return Buffer.concat([...parts.map((part) => part.bytes), zip.subarray(directoryOffset)]);
}

/** A workbook may hold at most this many cells (every `<c>` of every sheet, empty formatted ones too)… */
export const XLSX_MAX_CELLS = 100_000;
/** …in at most this many rows, and at most this many shared strings. */
const XLSX_MAX_ROWS = 100_000;
const XLSX_MAX_SHARED_STRINGS = XLSX_MAX_CELLS;

/** What the archive holds, counted while inflating it. */
export interface XlsxCounts {
  cells: number;
  rows: number;
  sharedStrings: number;
}

/** An element's opening tag, with or without a namespace prefix: `<c `, `<x:row>`, `<si>`. */
const COUNTED_TAG = /<(?:[A-Za-z_][\w.-]*:)?(c|row|si)[\s>/]/g;
const isWorksheet = (name: string) => /^xl\/worksheets\/[^/]+\.xml$/i.test(name);
const isSharedStrings = (name: string) => /^xl\/sharedStrings\.xml$/i.test(name);

/**
 * Counts opening tags in a stream of XML chunks. A tag cut by a chunk boundary is kept back (from
 * the chunk's last `<`) and counted with the next chunk; a match never spans a `<`, so nothing is
 * counted twice.
 */
function tagCounter(onTag: (name: string) => void) {
  let tail = '';
  const scan = (text: string) => {
    for (const match of text.matchAll(COUNTED_TAG)) onTag(match[1] ?? '');
  };
  return {
    write(chunk: Buffer) {
      const text = tail + chunk.toString('latin1');
      const cut = text.lastIndexOf('<');
      if (cut >= 0 && cut >= text.length - 64) {
        scan(text.slice(0, cut));
        tail = text.slice(cut);
      } else {
        scan(text);
        tail = '';
      }
    },
    end() {
      scan(tail);
      tail = '';
    },
  };
}

/**
 * Inflates one entry through a stream, chunk by chunk, handing each chunk to `onChunk`: nothing is
 * kept, so memory stays at zlib's window whatever the entry expands to. Stops (and refuses) once
 * the entry passes its declared size.
 */
function inflateEntry(data: Buffer, declaredSize: number, onChunk: (chunk: Buffer) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflater = createInflateRaw();
    let size = 0;
    inflater.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > declaredSize) {
        inflater.destroy(new RangeError('entry larger than declared'));
        return;
      }
      try {
        onChunk(chunk);
      } catch (error) {
        inflater.destroy(error as Error);
      }
    });
    inflater.on('error', reject);
    inflater.on('end', () => resolve(size));
    inflater.end(data);
  });
}

/**
 * Refuses a zip bomb, and a workbook that holds more than it may, before exceljs opens it: the
 * entry count and the declared sizes are bounded; each entry is inflated as a stream with its
 * declared size as a hard ceiling (a header that lies about its size is caught at that size); and
 * the cells, rows and shared strings of the sheets are counted on the way, so nothing is built in
 * memory for a workbook over the limits (ADR 068).
 */
export async function checkXlsxArchive(zip: Buffer, label: string): Promise<XlsxCounts> {
  const entries = readCentralDirectory(zip, label);
  const notReadable = () => new FileContentError(`${label} is not a readable XLSX workbook`);
  const tooLarge = () =>
    new FileContentError(
      `${label} expands to more than ${XLSX_MAX_UNCOMPRESSED_BYTES / 1024 / 1024} MB and was refused`,
    );
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (entry.uncompressedSize === 0xffffffff || total > XLSX_MAX_UNCOMPRESSED_BYTES) throw tooLarge();
  }
  const counts: XlsxCounts = { cells: 0, rows: 0, sharedStrings: 0 };
  const overLimit = (what: string, limit: number) =>
    new FileContentError(`${label} holds more than ${limit.toLocaleString('en-US')} ${what} and was refused`);
  const count = (name: string) => {
    if (name === 'c' && ++counts.cells > XLSX_MAX_CELLS) throw overLimit('cells', XLSX_MAX_CELLS);
    if (name === 'row' && ++counts.rows > XLSX_MAX_ROWS) throw overLimit('rows', XLSX_MAX_ROWS);
    if (name === 'si' && ++counts.sharedStrings > XLSX_MAX_SHARED_STRINGS)
      throw overLimit('shared strings', XLSX_MAX_SHARED_STRINGS);
  };
  for (const entry of entries) {
    const at = entry.localOffset;
    if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) throw notReadable();
    const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
    const data = zip.subarray(start, start + entry.compressedSize);
    const counted = isWorksheet(entry.name) || isSharedStrings(entry.name);
    const counter = counted
      ? tagCounter((name) => {
          // A sheet's `<si>` or sharedStrings' `<c>` means nothing: count each where it belongs.
          if (isSharedStrings(entry.name) ? name === 'si' : name !== 'si') count(name);
        })
      : null;
    if (entry.method === 0) {
      if (data.length !== entry.uncompressedSize) throw notReadable();
      counter?.write(data);
      counter?.end();
      continue;
    }
    if (entry.method !== 8) throw new FileContentError(`${label} uses an unsupported compression`);
    try {
      const size = await inflateEntry(data, Math.max(1, entry.uncompressedSize), (chunk) => counter?.write(chunk));
      counter?.end();
      if (size !== entry.uncompressedSize) throw tooLarge();
    } catch (error) {
      if (error instanceof FileContentError) throw error;
      if (error instanceof RangeError) throw tooLarge();
      throw notReadable();
    }
  }
  return counts;
}
