/**
 * Pure checks on an uploaded resource: is it a PDF by content, and the file name to keep
 * (the user's own name, made safe to show and to send back in a download header, ending in `.pdf`).
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

/** Cuts `text` to `max` code points. */
const cut = (text: string, max: number) => Array.from(text).slice(0, max).join('').trimEnd();

/**
 * The file name to store and show for an upload named `raw` by the client: browsers send `"`, CR
 * and LF as `%22`, `%0D`, `%0A` (HTML's multipart/form-data encoding), which are decoded back;
 * any folder part (`/` or `\`) is dropped; control and bidi-override characters are removed;
 * white space is collapsed; leading dots are dropped. The name always ends in `.pdf` (contract
 * section 7.8: a final `.pdf` in any case becomes `.pdf`, any other ending is kept and `.pdf`
 * added, so `notes.html` is `notes.html.pdf`), and is at most limits.resourceFileNameMax code
 * points. Falls back to "document.pdf" when nothing is left. Quotes and non-ASCII text are kept:
 * the download header encodes them (RFC 6266 / RFC 8187).
 */
export function displayFileName(raw: string | undefined): string {
  const decoded = (raw ?? '').replace(/%22/g, '"').replace(/%0D|%0A/gi, ' ');
  const base = decoded.split(/[/\\]/).pop() ?? '';
  const clean = base.replace(unsafeCharacters, '').replace(/\s+/gu, ' ').trim().replace(/^\.+/, '').trim();
  const stem = cut(clean.replace(/\.pdf$/i, '').trimEnd(), limits.resourceFileNameMax - '.pdf'.length);
  return stem ? `${stem}.pdf` : 'document.pdf';
}

/**
 * The name a stored resource is shown and downloaded as: `displayFileName` of names stored before
 * every name ended in `.pdf`; other names unchanged.
 */
export function pdfFileName(stored: string): string {
  return stored.endsWith('.pdf') ? stored : displayFileName(stored);
}

/** The ASCII name for clients that cannot read `filename*`: anything outside printable ASCII, and "%" (which some clients would decode), becomes "_". */
export function asciiFallbackName(name: string): string {
  return Array.from(name, (char) => (/^[\x20-\x24\x26-\x7E]$/.test(char) ? char : '_')).join('');
}
