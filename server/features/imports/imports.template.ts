/**
 * The import template (docs/contract.md sections 5 and 7.2): the fourteen headers (the spec's nine,
 * then limits.importOptionalColumns), as a CSV header line and as an .xlsx workbook that also holds
 * two example rows, one MCQ and one TITA question in a set.
 */
import { limits } from '@common/limits.ts';

/** The fourteen template headers, in file order. */
export const templateHeaders: readonly string[] = [...limits.importColumns, ...limits.importOptionalColumns];

/** The example rows of the workbook template, in the order of `templateHeaders`. */
export const templateExamples: readonly (readonly string[])[] = [
  ['Quantitative Aptitude', 'Percentages', 'CAT 2019', 'What is 20% of 150?', '20', '25', '30', '35', 'C', 'MCQ', '', '', '', '20% of 150 = 0.2 × 150 = 30.'],
  [
    'Data Interpretation & Logical Reasoning',
    'Tables & Bar Charts',
    'CAT 2021',
    'By what percentage did sales grow from 2022 to 2023?',
    '',
    '',
    '',
    '',
    '11.11',
    'TITA',
    'Vardhan Textiles sales',
    'The table shows the sales of Vardhan Textiles (Rs crore).\n\n| Year | Sales |\n|---|---|\n| 2022 | 360 |\n| 2023 | 400 |',
    '0.01',
    'Growth = (400 − 360) / 360 × 100 = 11.11%.',
  ],
];

/** The CSV template: the header line (no header needs quoting). */
export function templateCsv(): string {
  return `${templateHeaders.join(',')}\n`;
}

/** The .xlsx template: one worksheet "Questions" with the headers (bold, frozen) and the example rows. */
export async function templateWorkbook(): Promise<Buffer> {
  const { default: excel } = await import('exceljs'); // loaded on first use (see imports.parse.ts)
  const workbook = new excel.Workbook();
  const sheet = workbook.addWorksheet('Questions', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow([...templateHeaders]).font = { bold: true };
  for (const row of templateExamples) sheet.addRow([...row]);
  sheet.columns.forEach((column, index) => (column.width = index === 3 || index >= 11 ? 40 : 18));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
