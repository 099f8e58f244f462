import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ResponseStats } from '@common/api/responses.ts';
import { useMediaQuery } from '../hooks/useMediaQuery.ts';
import { NameTick } from './NameTick.tsx';

const barColour = '#1d4ed8';
/** Height of one category's row, pixels (room for a name on two lines). */
const rowHeight = 48;
/** Category axis on phones and on wider screens: characters per line and axis width (pixels). */
const axisSizes = { narrow: { chars: 22, width: 156 }, wide: { chars: 40, width: 260 } } as const;

/**
 * Horizontal bars of whole-number accuracy per attempted category (default export: loaded
 * lazily). Categories are long ("Data Interpretation & Logical Reasoning"), so they stand beside
 * their bars on up to two lines rather than under them, where they collide on a phone.
 */
export default function AccuracyChart({ byCategory }: { byCategory: ResponseStats['byCategory'] }) {
  const axis = axisSizes[useMediaQuery('(min-width: 640px)') ? 'wide' : 'narrow'];
  const data = byCategory
    .filter((group) => group.attempts > 0)
    .map((group) => ({ category: group.category, accuracy: Math.round(group.accuracy) }));
  if (data.length === 0) return null;
  const summary = data.map((item) => `${item.category} ${item.accuracy}%`).join(', ');
  return (
    <section aria-labelledby="accuracy-chart-title" className="responses-section">
      <h2 id="accuracy-chart-title">Accuracy by category</h2>
      <figure className="accuracy-chart card">
        <div className="accuracy-chart__plot" style={{ height: data.length * rowHeight + 40 }} role="img" aria-label={`Accuracy by category: ${summary}`}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} layout="vertical" margin={{ top: 4, right: 44, bottom: 4, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} unit="%" tick={{ fontSize: 12 }} />
              <YAxis type="category" dataKey="category" width={axis.width} interval={0} tick={<NameTick maxChars={axis.chars} maxLines={2} />} tickLine={false} />
              <Tooltip formatter={(value) => [`${String(value)}%`, 'Accuracy']} labelFormatter={(label) => String(label)} cursor={{ fill: '#eef2fb' }} />
              <Bar dataKey="accuracy" fill={barColour} radius={[0, 6, 6, 0]} maxBarSize={26} minPointSize={3}>
                <LabelList dataKey="accuracy" position="right" formatter={(value) => `${String(value)}%`} fontSize={12} />
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </section>
  );
}
