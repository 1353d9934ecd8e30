/**
 * The fixed records of a ZIP holding stored (uncompressed) entries, as APPNOTE 6.3 lays them out. The choices
 * follow yazl, whose archives we served before: UTF-8 names, CRC and sizes in a signed data descriptor after
 * each entry (they are only known once its bytes went by), ZIP64 fields only where a size or offset needs them,
 * and an extended-timestamp field so unzip tools restore the UTC modification time.
 */

/** The central directory's view of one written entry. */
export interface EntryRecord {
  name: Buffer;
  mtime: Date;
  crc: number;
  size: number;
  /** Where its local header starts in the archive. */
  offset: number;
}

const MAX32 = 0xffffffff;
const MAX16 = 0xffff;
const UTF8_NAME = 1 << 11;
const HAS_DATA_DESCRIPTOR = 1 << 3;
const FLAGS = UTF8_NAME | HAS_DATA_DESCRIPTOR;
const VERSION_NEEDED = 20;
const VERSION_NEEDED_ZIP64 = 45;
const VERSION_MADE_BY = (3 << 8) | 63; // Unix, ZIP APPNOTE 6.3: unzip tools then honour the file mode below
const FILE_MODE = 0o100664 << 16;

export const LOCAL_HEADER = 30;
const DESCRIPTOR = 16;
const DESCRIPTOR_ZIP64 = 24;
const CENTRAL_HEADER = 46;
const TIMESTAMP_FIELD = 9;
const ZIP64_FIELD = 28;
const END = 22;
const END_ZIP64 = 56 + 20;

/** Like yazl, an entry switches to ZIP64 as soon as its size or its offset does not fit 32 bits. */
export const needsZip64 = (size: number, offset: number) => size >= MAX32 || offset >= MAX32;

export const descriptorLength = (size: number, offset: number) => (needsZip64(size, offset) ? DESCRIPTOR_ZIP64 : DESCRIPTOR);

export const centralRecordLength = (nameLength: number, size: number, offset: number) =>
  CENTRAL_HEADER + nameLength + TIMESTAMP_FIELD + (needsZip64(size, offset) ? ZIP64_FIELD : 0);

export const endLength = (entries: number, centralStart: number, centralLength: number) =>
  (entries >= MAX16 || centralStart >= MAX32 || centralLength >= MAX32 ? END_ZIP64 : 0) + END;

export function localHeader(name: Buffer, mtime: Date): Buffer {
  const b = Buffer.alloc(LOCAL_HEADER + name.length); // CRC and sizes stay 0: the data descriptor carries them
  b.writeUInt32LE(0x04034b50, 0);
  b.writeUInt16LE(VERSION_NEEDED, 4);
  b.writeUInt16LE(FLAGS, 6);
  writeDosTime(b, mtime, 10);
  b.writeUInt16LE(name.length, 26);
  name.copy(b, LOCAL_HEADER);
  return b;
}

export function dataDescriptor(e: EntryRecord): Buffer {
  const zip64 = needsZip64(e.size, e.offset);
  const b = Buffer.alloc(zip64 ? DESCRIPTOR_ZIP64 : DESCRIPTOR);
  b.writeUInt32LE(0x08074b50, 0); // optional in the ZIP APPNOTE, required by macOS Archive Utility
  b.writeUInt32LE(e.crc, 4);
  if (zip64) {
    b.writeBigUInt64LE(BigInt(e.size), 8);
    b.writeBigUInt64LE(BigInt(e.size), 16);
  } else {
    b.writeUInt32LE(e.size, 8);
    b.writeUInt32LE(e.size, 12);
  }
  return b;
}

export function centralRecord(e: EntryRecord): Buffer {
  const zip64 = needsZip64(e.size, e.offset);
  const b = Buffer.alloc(centralRecordLength(e.name.length, e.size, e.offset));
  b.writeUInt32LE(0x02014b50, 0);
  b.writeUInt16LE(VERSION_MADE_BY, 4);
  b.writeUInt16LE(zip64 ? VERSION_NEEDED_ZIP64 : VERSION_NEEDED, 6);
  b.writeUInt16LE(FLAGS, 8);
  writeDosTime(b, e.mtime, 12);
  b.writeUInt32LE(e.crc, 16);
  b.writeUInt32LE(zip64 ? MAX32 : e.size, 20);
  b.writeUInt32LE(zip64 ? MAX32 : e.size, 24);
  b.writeUInt16LE(e.name.length, 28);
  b.writeUInt16LE(b.length - CENTRAL_HEADER - e.name.length, 30);
  b.writeUInt32LE(FILE_MODE >>> 0, 38);
  b.writeUInt32LE(zip64 ? MAX32 : e.offset, 42);
  let at = e.name.copy(b, CENTRAL_HEADER) + CENTRAL_HEADER;
  // Extended timestamp ("UT"): modification time in UTC, as Info-ZIP writes it in the central directory.
  at = b.writeUInt16LE(0x5455, at);
  at = b.writeUInt16LE(TIMESTAMP_FIELD - 4, at);
  at = b.writeUInt8(0b11, at);
  at = b.writeInt32LE(clamp(Math.floor(e.mtime.getTime() / 1000), -0x80000000, 0x7fffffff), at);
  if (zip64) {
    at = b.writeUInt16LE(0x0001, at);
    at = b.writeUInt16LE(ZIP64_FIELD - 4, at);
    at = b.writeBigUInt64LE(BigInt(e.size), at);
    at = b.writeBigUInt64LE(BigInt(e.size), at);
    b.writeBigUInt64LE(BigInt(e.offset), at);
  }
  return b;
}

/** End of central directory, preceded by the ZIP64 record and locator when a count or offset outgrew it. */
export function endRecords(entries: number, centralStart: number, centralLength: number): Buffer {
  const b = Buffer.alloc(endLength(entries, centralStart, centralLength));
  let at = 0;
  const zip64 = b.length > END;
  if (zip64) {
    at = b.writeUInt32LE(0x06064b50, at);
    at = b.writeBigUInt64LE(44n, at); // size of the rest of this record
    at = b.writeUInt16LE(VERSION_MADE_BY, at);
    at = b.writeUInt16LE(VERSION_NEEDED_ZIP64, at);
    at += 8; // this disk, and the disk where the central directory starts: both 0
    at = b.writeBigUInt64LE(BigInt(entries), at);
    at = b.writeBigUInt64LE(BigInt(entries), at);
    at = b.writeBigUInt64LE(BigInt(centralLength), at);
    at = b.writeBigUInt64LE(BigInt(centralStart), at);
    at = b.writeUInt32LE(0x07064b50, at);
    at += 4; // disk holding the ZIP64 record
    at = b.writeBigUInt64LE(BigInt(centralStart + centralLength), at);
    at = b.writeUInt32LE(1, at); // disks in all
  }
  at = b.writeUInt32LE(0x06054b50, at);
  at += 4; // disk numbers
  at = b.writeUInt16LE(Math.min(entries, MAX16), at);
  at = b.writeUInt16LE(Math.min(entries, MAX16), at);
  at = b.writeUInt32LE(zip64 ? MAX32 : centralLength, at);
  b.writeUInt32LE(zip64 ? MAX32 : centralStart, at); // comment length stays 0
  return b;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** MS-DOS date and time in the server's local time zone, the convention unzip tools read them in. */
function writeDosTime(b: Buffer, mtime: Date, at: number) {
  const d = new Date(clamp(mtime.getTime(), new Date(1980, 0, 1).getTime(), new Date(2107, 11, 31, 23, 59, 58).getTime()));
  b.writeUInt16LE((d.getHours() << 11) | (d.getMinutes() << 5) | (d.getSeconds() >> 1), at);
  b.writeUInt16LE(((d.getFullYear() - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(), at + 2);
}
