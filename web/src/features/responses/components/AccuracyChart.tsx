import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ResponseStats } from '@common/api/responses.ts';

const barColour = '#1d4ed8';

/** A bar chart of whole-number accuracy per attempted category (default export: loaded lazily). */
export default function AccuracyChart({ byCategory }: { byCategory: ResponseStats['byCategory'] }) {
  const data = byCategory
    .filter((group) => group.attempts > 0)
    .map((group) => ({ category: group.category, accuracy: Math.round(group.accuracy) }));
  if (data.length === 0) return null;
  const summary = data.map((item) => `${item.category} ${item.accuracy}%`).join(', ');
  return (
    <section aria-labelledby="accuracy-chart-title" className="responses-section">
      <h2 id="accuracy-chart-title">Accuracy by category</h2>
      <figure className="accuracy-chart card">
        <div className="accuracy-chart__plot" role="img" aria-label={`Accuracy by category: ${summary}`}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} margin={{ top: 24, right: 8, bottom: 8, left: -12 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="category" tick={{ fontSize: 12 }} interval={0} tickLine={false} />
              <YAxis domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} unit="%" tick={{ fontSize: 12 }} />
              <Tooltip formatter={(value) => [`${String(value)}%`, 'Accuracy']} cursor={{ fill: '#eef2fb' }} />
              <Bar dataKey="accuracy" fill={barColour} radius={[6, 6, 0, 0]} maxBarSize={56}>
                <LabelList dataKey="accuracy" position="top" formatter={(value) => `${String(value)}%`} fontSize={12} />
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </section>
  );
}
