import { describe, expect, it } from 'vitest';
import { safeFileName, truncateUtf8, uniqueNames } from './safe-file-name.js';

const safe = (raw: string | null, maxBytes = 100) => safeFileName(raw, { maxBytes, fallback: 'A Guest' });

describe('file names made from what guests typed', () => {
  it('turns slashes, backslashes and the characters Windows refuses into spaces, never into folders', () => {
    expect(safe('AC/DC')).toBe('AC DC');
    expect(safe('../../etc/passwd')).toBe('etc passwd');
    expect(safe('C:\\Windows\\System32')).toBe('C Windows System32');
    expect(safe('Who? <me> "Jo" | *star*')).toBe('Who me Jo star');
  });

  it('removes control characters, line breaks and the bidirectional controls that disguise a name', () => {
    expect(safe('Anna\nSmith\r\n')).toBe('Anna Smith');
    expect(safe('Tab\there\u0000\u0007\u007f\u0085')).toBe('Tab here');
    expect(safe('evil\u202Egpj.mp3')).toBe('evil gpj.mp3');
    expect(safe('a\u2066b\u2069c\u200f')).toBe('a b c');
    expect(safe('line\u2028para\u2029end')).toBe('line para end');
  });

  it('keeps accents, every script and emoji, in NFC', () => {
    expect(safe('Zoë Ångström')).toBe('Zoë Ångström');
    // 'e' + combining acute (NFD, as macOS keyboards may send it) is stored as the one letter é.
    expect(safe('Rene\u0301')).toBe('René');
    expect(safe('Rene\u0301')).toHaveLength(4);
    expect(safe('李小龍 🎉💍')).toBe('李小龍 🎉💍');
    expect(safe('Família 👨‍👩‍👧')).toBe('Família 👨‍👩‍👧');
    expect(safe('مريم')).toBe('مريم');
  });

  it('drops trailing dots and spaces (Windows would) and leading ones (a hidden file on Unix)', () => {
    expect(safe('Anna...')).toBe('Anna');
    expect(safe('  Anna  .  ')).toBe('Anna');
    expect(safe('.hidden')).toBe('hidden');
    expect(safe('Dr. Who')).toBe('Dr. Who');
  });

  it('never gives a Windows device name', () => {
    for (const name of ['CON', 'con', 'PRN', 'aux', 'NUL', 'COM1', 'com9', 'LPT1', 'lpt³']) expect(safe(name)).toBe(`${name}_`);
    expect(safe('con.txt')).toBe('con_.txt');
    expect(safe('Nul .log')).toBe('Nul_ .log');
    // Names that only start like one are fine.
    expect(safe('Connie')).toBe('Connie');
    expect(safe('Com10')).toBe('Com10');
    expect(safe('Aux Pommes')).toBe('Aux Pommes');
  });

  it('caps the length in bytes of UTF-8, between whole characters and emoji', () => {
    expect(Buffer.byteLength(safe('a'.repeat(300)))).toBe(100);
    const cjk = safe('龍'.repeat(50)); // 3 bytes each
    expect(cjk).toBe('龍'.repeat(33));
    const family = '👨‍👩‍👧'; // 18 bytes, one grapheme
    expect(truncateUtf8(`ab${family}`, 19)).toBe('ab');
    expect(truncateUtf8(`ab${family}`, 20)).toBe(`ab${family}`);
    // A cut that ends on a space or a dot loses it too.
    expect(safe(`${'x'.repeat(99)} tail`)).toBe('x'.repeat(99));
  });

  it("is 'A Guest' when the name is blank or nothing of it is left", () => {
    expect(safe(null)).toBe('A Guest');
    expect(safe('')).toBe('A Guest');
    expect(safe('   ')).toBe('A Guest');
    expect(safe('/\\:*?"<>|')).toBe('A Guest');
    expect(safe('...')).toBe('A Guest');
    expect(safe('\u0000\n\t')).toBe('A Guest');
  });
});

describe('unique names in one folder', () => {
  it('numbers collisions, comparing as macOS and Windows do (case and Unicode form)', () => {
    const take = uniqueNames();
    expect(take('Anna', 'mp3')).toBe('Anna.mp3');
    expect(take('Anna', 'mp3')).toBe('Anna (2).mp3');
    expect(take('ANNA', 'mp3')).toBe('ANNA (3).mp3');
    expect(take('Anna', 'webm')).toBe('Anna.webm');
    expect(take('Rene\u0301', 'mp3')).toBe('Rene\u0301.mp3');
    expect(take('René', 'mp3')).toBe('René (2).mp3');
    expect(take('Anna (2)', 'mp3')).toBe('Anna (2) (2).mp3');
    expect(take('index', 'html')).toBe('index.html');
    expect(take('INDEX', 'HTML')).toBe('INDEX (2).HTML');
  });
});
