import { describe, expect, it } from 'vitest';
import { messages } from '@common/messages.ts';
import { ApiRequestError } from '../../../../lib/api/errors.ts';
import { isXlsxFileName, previewErrorText, rowsText, serverMessageOr } from './importFile.ts';
import { importPercent } from './ImportProgressBar.tsx';

describe('import helpers', () => {
  it('accepts .xlsx names in any case only', () => {
    expect(isXlsxFileName('Bank.XLSX')).toBe(true);
    expect(isXlsxFileName('bank.xls')).toBe(false);
    expect(isXlsxFileName('bank.xlsx.pdf')).toBe(false);
  });
  it("uses the server's 4xx message, else the fallback", () => {
    const bad = new ApiRequestError(400, 'x', { message: 'Please upload an Excel file (.xlsx)' });
    expect(serverMessageOr(bad, 'fallback')).toBe('Please upload an Excel file (.xlsx)');
    expect(serverMessageOr(new ApiRequestError(500, 'boom', { message: 'boom' }), 'fallback')).toBe('fallback');
    expect(previewErrorText(new Error('network'))).toBe(messages.import.preview);
  });
  it('counts rows in Indian digit grouping', () => {
    expect(rowsText(1)).toBe('1 row');
    expect(rowsText(123456)).toBe('1,23,456 rows');
  });
  it('gives whole percent of rows processed, 100 once completed', () => {
    expect(importPercent({ state: 'active', processed: 1, total: 3 })).toBe(33);
    expect(importPercent({ state: 'queued', processed: 0, total: 0 })).toBe(0);
    expect(importPercent({ state: 'completed', processed: 5, total: 10 })).toBe(100);
  });
});
