/**
 * The merged ranges of an import worksheet (`<mergeCell ref="A2:B3"/>`), kept as intervals: never
 * expanded cell by cell, so a small file declaring huge ranges costs no more than a few bytes per
 * range. Their count and total area are capped (limits.importMaxMergedRanges,
 * limits.importMaxMergedCells); past either the file is refused (400), since an import sheet holds
 * one question per row and needs no merged cells. The rows of the sheet are then asked about in
 * increasing order by a sweep (`blankedColumns`), whose total work is bounded by the capped area.
 */
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { badRequest } from '../../errors.ts';

/** One merged range: 1-based rows and columns, inclusive. */
interface MergedRange {
  firstRow: number;
  lastRow: number;
  firstColumn: number;
  lastColumn: number;
}

/** Columns a blank mask can name: 1..30 (bit `column - 1`). */
const maskColumns = 30;

export class MergedRanges {
  private readonly ranges: MergedRange[] = [];
  private cells = 0;

  /**
   * Adds a range given by its corners (1-based; the corners may come in either order).
   * @throws AppError 400 messages.import.tooManyMerged past limits.importMaxMergedRanges ranges or
   *         limits.importMaxMergedCells cells in all
   */
  add(row1: number, column1: number, row2: number, column2: number): void {
    const range = { firstRow: Math.min(row1, row2), lastRow: Math.max(row1, row2), firstColumn: Math.min(column1, column2), lastColumn: Math.max(column1, column2) };
    this.cells += (range.lastRow - range.firstRow + 1) * (range.lastColumn - range.firstColumn + 1);
    this.ranges.push(range);
    if (this.ranges.length > limits.importMaxMergedRanges || this.cells > limits.importMaxMergedCells) throw badRequest(messages.import.tooManyMerged);
  }

  get count(): number {
    return this.ranges.length;
  }

  /**
   * A look-up of the cells blanked by merging (inside a range but not its top-left cell): called
   * with increasing row numbers (a lower one restarts the sweep), it answers the row's bit mask of
   * columns 1..30. Each call to `blankedColumns` starts a new sweep (a file may be read more than once).
   */
  blankedColumns(): (row: number) => number {
    const pending = [...this.ranges].sort((a, b) => a.firstRow - b.firstRow);
    let next = 0;
    let active: MergedRange[] = [];
    let previous = 0;
    return (row) => {
      if (row < previous) [next, active] = [0, []];
      previous = row;
      while (next < pending.length && pending[next]!.firstRow <= row) active.push(pending[next++]!);
      active = active.filter((range) => range.lastRow >= row);
      let mask = 0;
      for (const range of active) {
        if (range.firstColumn > maskColumns) continue;
        for (let column = range.firstColumn; column <= Math.min(range.lastColumn, maskColumns); column++) {
          if (row !== range.firstRow || column !== range.firstColumn) mask |= 1 << (column - 1);
        }
      }
      return mask;
    };
  }
}
