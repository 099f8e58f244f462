/** PDF bytes for tests: a small valid one-page PDF written by hand, and PDF-headed padding of an exact size. */

/**
 * A valid one-page PDF (PDF 1.4) showing `text` (printable ASCII without parentheses or
 * backslashes), with a correct cross-reference table, so readers open it. `paddingBytes` adds a
 * comment line of that many filler bytes after the header, for a bigger file.
 */
export function minimalPdf(text = 'Free resource', paddingBytes = 0): Buffer {
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n' + (paddingBytes > 0 ? `%${'x'.repeat(paddingBytes)}\n` : '');
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** `size` bytes that start with the PDF header (`%PDF-1.4` and a comment line of filler). */
export function pdfOfSize(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n%', 'latin1');
  if (size < head.length) throw new Error(`a PDF-headed buffer needs at least ${head.length} bytes`);
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x41)]);
}
