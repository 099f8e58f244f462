/** The browser-side checks of a chosen file (spec section 5) and the size shown for a resource. */
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';

/**
 * Why `file` cannot be uploaded, or undefined: its type must contain "pdf" and it must be at most
 * limits.resourceMaxBytes. (The server checks the content itself.)
 */
export function pdfFileProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!file.type.toLowerCase().includes('pdf')) return messages.resources.pdfOnly;
  if (file.size > limits.resourceMaxBytes) return messages.resources.tooLarge;
  return undefined;
}

/** A byte count for people, in binary units: 512 -> "512 B", 1536 -> "1.5 kB", 3145728 -> "3 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'kB'] : [bytes / (1024 * 1024), 'MB'];
  return `${Number(value.toFixed(value < 10 ? 1 : 0))} ${unit}`;
}
