/**
 * Pure checks on an uploaded resource: is it a PDF by content, and the file name to keep
 * (the user's own name, made safe to show and to send back in a download header).
 */
import { limits } from '@common/limits.ts';

const pdfMagic = Buffer.from('%PDF-', 'latin1');

/** Whether `data` starts with the PDF header `%PDF-` (ISO 32000-1 section 7.5.2), whatever the name or declared type. */
export function isPdf(data: Buffer): boolean {
  return data.length >= pdfMagic.length && data.subarray(0, pdfMagic.length).equals(pdfMagic);
}

// Control characters (C0, DEL, C1) and the bidirectional overrides that can disguise an
// extension ("\u202Efdp.exe"). Joiners stay: Indic scripts and emoji need them.
const unsafeCharacters = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** Cuts `name` to `max` code points, keeping its extension (up to 10 characters) when it has one. */
function bounded(name: string, max: number): string {
  const chars = Array.from(name);
  if (chars.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(name.slice(dot)) : [];
  if (extension.length === 0 || extension.length > 10) return chars.slice(0, max).join('').trimEnd();
  const stem = Array.from(name.slice(0, dot));
  return stem.slice(0, max - extension.length).join('').trimEnd() + extension.join('');
}

/**
 * The file name to store and show for an upload named `raw` by the client: browsers send `"`, CR
 * and LF as `%22`, `%0D`, `%0A` (HTML's multipart/form-data encoding), which are decoded back;
 * any folder part (`/` or `\`) is dropped; control and bidi-override characters are removed;
 * white space is collapsed; leading dots are dropped; the result is at most
 * limits.resourceFileNameMax code points. Falls back to "document.pdf" when nothing is left.
 * Quotes and non-ASCII text are kept: the download header encodes them (RFC 6266 / RFC 8187).
 */
export function displayFileName(raw: string | undefined): string {
  const decoded = (raw ?? '').replace(/%22/g, '"').replace(/%0D|%0A/gi, ' ');
  const base = decoded.split(/[/\\]/).pop() ?? '';
  const clean = base.replace(unsafeCharacters, '').replace(/\s+/gu, ' ').trim().replace(/^\.+/, '').trim();
  return clean ? bounded(clean, limits.resourceFileNameMax) : 'document.pdf';
}

/** The ASCII name for clients that cannot read `filename*`: anything outside printable ASCII, and "%" (which some clients would decode), becomes "_". */
export function asciiFallbackName(name: string): string {
  return Array.from(name, (char) => (/^[\x20-\x24\x26-\x7E]$/.test(char) ? char : '_')).join('');
}
