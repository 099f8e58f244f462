/**
 * Checks an uploaded .xlsx (a ZIP archive) before exceljs reads it, and takes cheap facts from its
 * first worksheet on the way. Defends against zip bombs: the central directory's declared sizes
 * are checked first, then every entry is really inflated (output counted and discarded, never
 * kept) and the check stops as soon as the total passes `limits.importMaxUnpackedBytes`, or an
 * entry inflates to more than it declared. Entries must tile the archive (no local entry hidden
 * outside the central directory), so what exceljs's streaming reader (which follows the local
 * headers) sees is what was checked. Format: PKWARE APPNOTE.TXT 6.3 (sections 4.3.7, 4.3.12,
 * 4.3.16, 4.5.3 ZIP64).
 */
import { crc32, createInflateRaw } from 'node:zlib';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { AppError, badRequest } from '../../errors.ts';
import { ParseBudget } from './imports.budget.ts';
import { MergedRanges } from './imports.merged.ts';

const sig = { local: 0x04034b50, central: 0x02014b50, end: 0x06054b50, end64: 0x06064b50, locator64: 0x07064b50 } as const;
const maxDescriptorBytes = 24; // signature + crc + two 8-byte sizes (section 4.3.9)

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
}

/** What the check learnt about the first worksheet (the one imported), and the bytes to read it from. */
export interface WorkbookFacts {
  /**
   * The archive re-ordered for exceljs's streaming reader (slices of the checked bytes, no copies):
   * workbook parts first (a missing shared-strings table or workbook relationships part is added
   * empty), then the first worksheet only. The reader then parses the sheet as it streams instead
   * of spilling it to a temporary file first, and never sees the other sheets.
   */
  parts: Buffer[];
  /** `<row>` elements of the first worksheet holding at least one value: an upper bound of its data rows (+1 with a header row). */
  rowsWithValues: number;
  /** The merged ranges of the first worksheet (its cells other than each range's top-left one are blank). */
  merged: MergedRanges;
}

const invalid = () => badRequest(messages.import.preview);
const tooLarge = () => new AppError(413, messages.import.tooLargeUnpacked);

function findEndOfCentralDirectory(data: Buffer): number {
  const earliest = Math.max(0, data.length - 22 - 0xffff);
  for (let at = data.length - 22; at >= earliest; at--) if (data.readUInt32LE(at) === sig.end) return at;
  throw invalid();
}

/** Reads the ZIP64 extra field (id 1) values that the 32-bit fields mark as 0xFFFFFFFF. */
function zip64Sizes(extra: Buffer, entry: Entry, needs: { uncompressed: boolean; compressed: boolean; offset: boolean }) {
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(at);
    const size = extra.readUInt16LE(at + 2);
    if (id === 1) {
      let field = at + 4;
      const next = () => {
        if (field + 8 > at + 4 + size) throw invalid();
        const value = Number(extra.readBigUInt64LE(field));
        field += 8;
        return value;
      };
      if (needs.uncompressed) entry.uncompressedSize = next();
      if (needs.compressed) entry.compressedSize = next();
      if (needs.offset) entry.localOffset = next();
      return;
    }
    at += 4 + size;
  }
  throw invalid();
}

function readCentralDirectory(data: Buffer): { entries: Entry[]; directoryOffset: number } {
  const end = findEndOfCentralDirectory(data);
  let count = data.readUInt16LE(end + 10);
  let directoryOffset = data.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) {
    const locator = end - 20;
    if (locator < 0 || data.readUInt32LE(locator) !== sig.locator64) throw invalid();
    const end64 = Number(data.readBigUInt64LE(locator + 8));
    if (end64 + 56 > data.length || data.readUInt32LE(end64) !== sig.end64) throw invalid();
    count = Number(data.readBigUInt64LE(end64 + 32));
    directoryOffset = Number(data.readBigUInt64LE(end64 + 48));
  }
  if (count === 0) throw invalid();
  if (count > limits.importMaxZipEntries) throw tooLarge();
  const entries: Entry[] = [];
  let at = directoryOffset;
  for (let index = 0; index < count; index++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== sig.central) throw invalid();
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    if (at + 46 + nameLength + extraLength > data.length) throw invalid();
    const entry: Entry = {
      name: data.toString('utf8', at + 46, at + 46 + nameLength),
      method: data.readUInt16LE(at + 10),
      compressedSize: data.readUInt32LE(at + 20),
      uncompressedSize: data.readUInt32LE(at + 24),
      localOffset: data.readUInt32LE(at + 42),
    };
    const needs = { uncompressed: entry.uncompressedSize === 0xffffffff, compressed: entry.compressedSize === 0xffffffff, offset: entry.localOffset === 0xffffffff };
    if (needs.uncompressed || needs.compressed || needs.offset) zip64Sizes(data.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength), entry, needs);
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return { entries, directoryOffset };
}

/** Start of an entry's compressed bytes, after its local header. */
function dataStart(data: Buffer, entry: Entry): number {
  const at = entry.localOffset;
  if (at + 30 > data.length || data.readUInt32LE(at) !== sig.local) throw invalid();
  return at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
}

/**
 * Counts `<row>` elements holding a value (`<v>` or `<is>`) and collects `<mergeCell ref="A2:B3"/>`
 * ranges (as intervals, capped: imports.merged.ts) in a worksheet's XML, fed chunk by chunk. Needs
 * no XML parser: these are fixed tokens. An unfinished tag carried to the next chunk is kept only
 * up to `maxCarry` characters (every token sought is far shorter), so a tag that never ends
 * cannot make each chunk rescan all that came before.
 */
class SheetScanner {
  rowsWithValues = 0;
  readonly merged = new MergedRanges();
  private inRowWithValue = false;
  private carry = '';
  private static readonly maxCarry = 4096;
  private static readonly tokens = /<row[\s>/]|<\/row>|<v[\s>]|<is>|<mergeCell\s[^>]*?ref="([A-Z]+)(\d+):([A-Z]+)(\d+)"/g;

  /** @throws the errors of `MergedRanges.add` */
  write(chunk: Buffer) {
    const text = this.carry + chunk.toString('latin1');
    const cut = text.lastIndexOf('<');
    const ready = cut === -1 ? text : text.slice(0, cut);
    this.carry = cut === -1 || text.length - cut > SheetScanner.maxCarry ? '' : text.slice(cut);
    this.scan(ready);
  }

  end() {
    this.scan(this.carry);
    this.carry = '';
  }

  private scan(text: string) {
    for (const match of text.matchAll(SheetScanner.tokens)) {
      const token = match[0];
      if (token.startsWith('<row')) this.inRowWithValue = false;
      else if (token === '</row>') {
        if (this.inRowWithValue) this.rowsWithValues++;
        this.inRowWithValue = false;
      } else if (token.startsWith('<mergeCell')) this.merged.add(Number(match[2]), columnNumber(match[1]!), Number(match[4]), columnNumber(match[3]!));
      else this.inRowWithValue = true;
    }
  }
}

/** 1-based column number of a column name ("A" = 1, "AA" = 27). */
export function columnNumber(name: string): number {
  let value = 0;
  for (const char of name) value = value * 26 + (char.charCodeAt(0) - 64);
  return value;
}

/**
 * Inflates (or, when stored, passes) one entry, counting its bytes; resolves with the count. Each
 * inflated chunk is one step of `time` (zlib hands chunks over on later turns of the event loop).
 */
async function inflateCounting(compressed: Buffer, entry: Entry, budget: number, time: ParseBudget, scanner?: SheetScanner): Promise<number> {
  const cap = Math.min(entry.uncompressedSize, budget);
  if (entry.method === 0) {
    if (compressed.length > budget) throw tooLarge();
    for (let at = 0; at < compressed.length; at += 64 * 1024) {
      await time.step();
      scanner?.write(compressed.subarray(at, at + 64 * 1024));
    }
    scanner?.end();
    return compressed.length;
  }
  if (entry.method !== 8) throw invalid();
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw({ chunkSize: 64 * 1024 });
    let produced = 0;
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      reject(error);
    };
    inflate.on('data', (chunk: Buffer) => {
      produced += chunk.length;
      if (produced > cap) return fail(produced > budget ? tooLarge() : invalid()); // larger than declared: a lie
      try {
        time.check();
        scanner?.write(chunk);
      } catch (error) {
        fail(error as Error);
      }
    });
    inflate.on('error', () => fail(invalid()));
    inflate.on('end', () => {
      if (settled) return;
      try {
        scanner?.end();
      } catch (error) {
        return fail(error as Error);
      }
      settled = true;
      resolve(produced);
    });
    inflate.end(compressed);
  });
}

/**
 * Checks that `data` is a sane ZIP archive within the unpacked-size limits, and scans the first
 * worksheet (`xl/worksheets/sheetN.xml`, first in archive order, as exceljs reads it).
 * @throws AppError 400 messages.import.preview for a corrupt or unsupported archive, one without
 *         a worksheet, or one whose entries lie about their sizes; 413 messages.import.tooLargeUnpacked
 *         when the declared or actual unpacked size passes limits.importMaxUnpackedBytes (or it has
 *         more than limits.importMaxZipEntries entries); 400 messages.import.tooManyMerged past the
 *         caps on merged ranges; 400 messages.import.tooSlow once `time` is spent
 */
export async function inspectWorkbookZip(data: Buffer, time = ParseBudget.unlimited()): Promise<WorkbookFacts> {
  if (data.length < 22) throw invalid();
  const { entries, directoryOffset } = readCentralDirectory(data);
  const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (declared > limits.importMaxUnpackedBytes) throw tooLarge();

  const ordered = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  let expected = 0;
  const ranges: { entry: Entry; start: number }[] = [];
  for (const entry of ordered) {
    const gap = entry.localOffset - expected;
    if (gap < 0 || gap > (expected === 0 ? 0 : maxDescriptorBytes)) throw invalid(); // overlap, or room for a hidden entry
    const start = dataStart(data, entry);
    expected = start + entry.compressedSize;
    if (expected > directoryOffset) throw invalid();
    ranges.push({ entry, start });
  }
  if (directoryOffset - expected > maxDescriptorBytes) throw invalid();

  const isSheet = (entry: Entry) => /^xl\/worksheets\/sheet\d+\.xml$/.test(entry.name);
  const sheet = ranges.find(({ entry }) => isSheet(entry));
  if (!sheet) throw invalid();
  const scanner = new SheetScanner();
  let budget = limits.importMaxUnpackedBytes;
  for (const { entry, start } of ranges) {
    budget -= await inflateCounting(data.subarray(start, start + entry.compressedSize), entry, budget, time, entry === sheet.entry ? scanner : undefined);
  }
  // Each entry's bytes run from its local header to the next entry's (its data descriptor included).
  const bytesOf = (index: number) => data.subarray(ranges[index]!.entry.localOffset, ranges[index + 1]?.entry.localOffset ?? directoryOffset);
  const parts = ranges.flatMap((range, index) => (isSheet(range.entry) ? [] : [bytesOf(index)]));
  const names = new Set(entries.map((entry) => entry.name));
  if (!names.has('xl/sharedStrings.xml')) parts.push(storedEntry('xl/sharedStrings.xml', '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>'));
  if (!names.has('xl/_rels/workbook.xml.rels')) parts.push(storedEntry('xl/_rels/workbook.xml.rels', '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>'));
  parts.push(bytesOf(ranges.indexOf(sheet)), endOfCentralDirectory());
  return { parts, rowsWithValues: scanner.rowsWithValues, merged: scanner.merged };
}

/** A local ZIP entry holding `text` uncompressed (method 0). */
function storedEntry(name: string, text: string): Buffer {
  const nameBytes = Buffer.from(name);
  const body = Buffer.from(text);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(sig.local, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(crc32(body), 14);
  header.writeUInt32LE(body.length, 18);
  header.writeUInt32LE(body.length, 22);
  header.writeUInt16LE(nameBytes.length, 26);
  return Buffer.concat([header, nameBytes, body]);
}

/** An empty end-of-central-directory record: where a streaming ZIP reader stops. */
function endOfCentralDirectory(): Buffer {
  const record = Buffer.alloc(22);
  record.writeUInt32LE(sig.end, 0);
  return record;
}
