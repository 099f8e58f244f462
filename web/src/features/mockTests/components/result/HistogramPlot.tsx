import { Bar, BarChart, CartesianGrid, Cell, LabelList, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ScoreBin } from '../../lib/result/histogram.ts';

const barColour = '#93b4f5';
const mineColour = '#15803d';

/**
 * The bars of the score histogram (recharts; default export: loaded lazily), my bar green and
 * marked by a "You" line. Purely visual: the figure around it carries the text alternative.
 */
export default function HistogramPlot({ bins, mineIndex }: { bins: readonly ScoreBin[]; mineIndex: number }) {
  const mine = bins[mineIndex];
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={bins as ScoreBin[]} margin={{ top: 28, right: 12, bottom: 4, left: -16 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 11 }} tickLine={false} interval="preserveStartEnd" />
        <YAxis allowDecimals={false} tick={{ fontSize: 11 }} width={40} />
        <Tooltip formatter={(value) => [String(value), 'First attempts']} labelFormatter={(label) => `Score ${String(label)}`} cursor={{ fill: '#eef2fb' }} />
        <Bar dataKey="attempts" radius={[4, 4, 0, 0]} maxBarSize={48} isAnimationActive={false}>
          {bins.map((bin) => (
            <Cell key={bin.from} fill={bin.mine ? mineColour : barColour} className={bin.mine ? 'mock-result__bar mock-result__bar--mine' : 'mock-result__bar'} />
          ))}
          <LabelList dataKey="attempts" position="top" fontSize={11} formatter={(value) => (Number(value) > 0 ? String(value) : '')} />
        </Bar>
        {mine && <ReferenceLine x={mine.label} stroke={mineColour} strokeWidth={2} strokeDasharray="4 3" label={{ value: 'You', position: 'top', fill: mineColour, fontSize: 12, fontWeight: 700, offset: 16 }} />}
      </BarChart>
    </ResponsiveContainer>
  );
}
