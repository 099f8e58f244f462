import type { ReactElement } from 'react';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDuration } from '../../../lib/format.ts';
import type { ProgressPoint } from '../lib/progressSeries.ts';

const colour = '#1d4ed8';
/** Week labels: recharts leaves out those that would overlap (at 390 px about every other one), keeping the first and last. */
const weekAxis = { dataKey: 'week', tick: { fontSize: 12 }, tickLine: false, interval: 'preserveStartEnd', minTickGap: 10 } as const;
const margin = { top: 12, right: 12, bottom: 4, left: -8 };

/** Each week's value in words, for the chart's screen-reader label. */
const describe = (points: readonly ProgressPoint[], value: (point: ProgressPoint) => string) => points.map((point) => `${point.week}: ${value(point)}`).join(', ');

function Chart({ title, label, children }: { title: string; label: string; children: ReactElement }) {
  return (
    <figure className="progress-chart card">
      <h2>{title}</h2>
      <div className="progress-chart__plot" role="img" aria-label={label}>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/**
 * Weekly attempts (bars), accuracy (a line, %) and median time of timed answers (bars, m:ss) for the
 * weeks given, oldest first (default export: recharts loads with this chunk only).
 */
export default function ProgressCharts({ points }: { points: readonly ProgressPoint[] }) {
  const data = [...points];
  return (
    <div className="progress-charts" data-testid="progress-charts">
      <Chart title="Questions answered" label={`Questions answered per week: ${describe(points, (p) => String(p.attempts))}`}>
        <BarChart data={data} margin={margin}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis {...weekAxis} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
          <Tooltip formatter={(value) => [String(value), 'Answered']} cursor={{ fill: '#eef2fb' }} />
          <Bar dataKey="attempts" fill={colour} radius={[4, 4, 0, 0]} maxBarSize={28} />
        </BarChart>
      </Chart>
      <Chart title="Accuracy" label={`Accuracy per week: ${describe(points, (p) => (p.accuracy === null ? 'no answers' : `${p.accuracy}%`))}`}>
        <LineChart data={data} margin={margin}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis {...weekAxis} />
          <YAxis domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} unit="%" tick={{ fontSize: 12 }} width={48} />
          <Tooltip formatter={(value) => [`${String(value)}%`, 'Accuracy']} />
          <Line dataKey="accuracy" stroke={colour} strokeWidth={2} dot={{ r: 3 }} connectNulls isAnimationActive={false} />
        </LineChart>
      </Chart>
      <Chart
        title="Median time per question"
        label={`Median time per week: ${describe(points, (p) => (p.medianTime === null ? 'no timed answers' : formatDuration(p.medianTime)))}`}
      >
        <BarChart data={data} margin={margin}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis {...weekAxis} />
          <YAxis tickFormatter={(value: number) => formatDuration(value)} tick={{ fontSize: 12 }} width={48} />
          <Tooltip formatter={(value) => [formatDuration(Number(value)), 'Median time']} cursor={{ fill: '#eef2fb' }} />
          <Bar dataKey="medianTime" fill="#0f766e" radius={[4, 4, 0, 0]} maxBarSize={28} />
        </BarChart>
      </Chart>
    </div>
  );
}
