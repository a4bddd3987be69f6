import { inflateRawSync } from 'node:zlib';
import { FileContentError } from '../../../shared/bookkeeping/bank-statement';

/** A workbook may hold at most this many archive entries… */
export const XLSX_MAX_ENTRIES = 2_000;
/** …expanding to at most this many bytes in all (a 10 MB store workbook expands to far less). */
export const XLSX_MAX_UNCOMPRESSED_BYTES = 64 * 1024 * 1024;

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
  return entries;
}

/**
 * Refuses a zip bomb before exceljs opens the workbook: the entry count and the declared sizes are
 * bounded, and each entry is inflated with its declared size as a hard ceiling, so a header that
 * lies about its size is caught at that size rather than after expanding without limit.
 */
export function checkXlsxArchive(zip: Buffer, label: string): void {
  const entries = readCentralDirectory(zip, label);
  const tooLarge = () =>
    new FileContentError(
      `${label} expands to more than ${XLSX_MAX_UNCOMPRESSED_BYTES / 1024 / 1024} MB and was refused`,
    );
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (entry.uncompressedSize === 0xffffffff || total > XLSX_MAX_UNCOMPRESSED_BYTES) throw tooLarge();
  }
  for (const entry of entries) {
    const at = entry.localOffset;
    if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL)
      throw new FileContentError(`${label} is not a readable XLSX workbook`);
    const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
    const data = zip.subarray(start, start + entry.compressedSize);
    if (entry.method === 0) {
      if (data.length !== entry.uncompressedSize)
        throw new FileContentError(`${label} is not a readable XLSX workbook`);
      continue;
    }
    if (entry.method !== 8) throw new FileContentError(`${label} uses an unsupported compression`);
    try {
      const out = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
      if (out.length !== entry.uncompressedSize) throw tooLarge();
    } catch (error) {
      if (error instanceof FileContentError) throw error;
      if (error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge();
      throw new FileContentError(`${label} is not a readable XLSX workbook`);
    }
  }
}
