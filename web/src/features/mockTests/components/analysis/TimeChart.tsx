import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalysisRow } from '../../lib/analysis/rows.ts';

/**
 * One section's questions as grouped bars: my seconds beside the candidates' median (recharts,
 * full width, 240 px high so it reads on a phone). The figures are in the table below it too;
 * the chart itself is hidden from screen readers, which read the table.
 */
export function TimeChart({ rows }: { rows: readonly AnalysisRow[] }) {
  const data = rows.map((row) => ({ label: row.label, mine: row.mySeconds, median: row.crowdMedianSeconds ?? 0 }));
  return (
    <div className="analysis-chart" aria-hidden="true" inert data-testid="time-chart">
      <ResponsiveContainer width="100%" height={240}>
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} />
          <YAxis tick={{ fontSize: 12 }} unit="s" />
          <Tooltip />
          <Legend />
          <Bar dataKey="mine" name="Your time (s)" fill="#2554d9" />
          <Bar dataKey="median" name="Candidates’ median (s)" fill="#9aa3b5" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
