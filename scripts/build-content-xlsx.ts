/**
 * Rebuilds scripts/content/questions.xlsx (the demo question bank loaded by `npm run seed`) from
 * the editable JSON sources beside it, in the import column order of spec section 9.
 * Run: node --import tsx scripts/build-content-xlsx.ts
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { limits } from '@common/limits.ts';
import { questionInputSchema } from '@common/api/questions.ts';

const folder = join(import.meta.dirname, 'content');
const workbook = new ExcelJS.Workbook();
const sheet = workbook.addWorksheet('Questions');
sheet.addRow([...limits.importColumns]);
sheet.getRow(1).font = { bold: true };
let count = 0;
for (const file of readdirSync(folder).filter((name) => name.endsWith('.json')).sort()) {
  const rows: unknown[] = JSON.parse(readFileSync(join(folder, file), 'utf8'));
  for (const raw of rows) {
    const q = questionInputSchema.parse(raw);
    sheet.addRow([q.category, q.topic, q.source, q.questionText, q.optionA, q.optionB, q.optionC, q.optionD, q.correctAnswer]);
    count++;
  }
}
sheet.columns.forEach((column, index) => {
  column.width = index === 3 ? 80 : 24;
});
await workbook.xlsx.writeFile(join(folder, 'questions.xlsx'));
console.log(`wrote ${count} questions to scripts/content/questions.xlsx`);
