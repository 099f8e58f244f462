import { wrapLabel } from '../lib/wrapLabel.ts';

/** Line height of a wrapped name, pixels (font size 12). */
const lineHeight = 14;

interface NameTickProps {
  /** Given by recharts: the tick's anchor and value. */
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
  maxChars: number;
  maxLines: number;
}

/**
 * A category axis tick of a horizontal bar chart: the name right-aligned against the bars, on at
 * most `maxLines` lines (lib/wrapLabel.ts), centred on its bar. The table beside the chart has
 * every name in full.
 */
export function NameTick({ x, y, payload, maxChars, maxLines }: NameTickProps) {
  const lines = wrapLabel(String(payload?.value ?? ''), maxChars, maxLines);
  const first = 4 - ((lines.length - 1) * lineHeight) / 2;
  return (
    <text x={Number(x)} y={Number(y)} textAnchor="end" fontSize={12} fill="#5b6478">
      {lines.map((line, index) => (
        <tspan key={index} x={Number(x)} dy={index === 0 ? first : lineHeight}>
          {line}
        </tspan>
      ))}
    </text>
  );
}
