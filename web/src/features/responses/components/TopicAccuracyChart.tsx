import { Bar, BarChart, CartesianGrid, Cell, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { accuracyBand, type TopicRow } from '../lib/topicStats.ts';
import { useMediaQuery } from '../hooks/useMediaQuery.ts';
import { NameTick } from './NameTick.tsx';

const bandColours = { weak: '#b91c1c', fair: '#d97706', strong: '#15803d' } as const;
const bandLabels = { weak: 'Below 40%', fair: '40–69%', strong: '70% and above' } as const;
/** Height of one topic's row, pixels (room for a name on two lines). */
const rowHeight = 40;
/** Topic axis on phones and on wider screens: longest label (characters) and axis width (pixels). */
const axisSizes = { narrow: { chars: 14, width: 124 }, wide: { chars: 30, width: 220 } } as const;

/** Horizontal bars of whole-number accuracy per topic, coloured by band (default export: loaded lazily). */
export default function TopicAccuracyChart({ rows }: { rows: readonly TopicRow[] }) {
  const axis = axisSizes[useMediaQuery('(min-width: 640px)') ? 'wide' : 'narrow'];
  const summary = rows.map((row) => `${row.topic} ${row.accuracy}%`).join(', ');
  return (
    <figure className="topic-chart card">
      <div
        className="topic-chart__plot"
        style={{ height: rows.length * rowHeight + 48 }}
        role="img"
        aria-label={`Accuracy by topic: ${summary}`}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={[...rows]} layout="vertical" margin={{ top: 4, right: 44, bottom: 4, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} unit="%" tick={{ fontSize: 12 }} />
            <YAxis
              type="category"
              dataKey="topic"
              width={axis.width}
              interval={0}
              tick={<NameTick maxChars={axis.chars} maxLines={2} />}
              tickLine={false}
            />
            <Tooltip
              formatter={(value) => [`${String(value)}%`, 'Accuracy']}
              labelFormatter={(label) => String(label)}
              cursor={{ fill: '#eef2fb' }}
            />
            <Bar dataKey="accuracy" radius={[0, 6, 6, 0]} maxBarSize={22} minPointSize={3}>
              {rows.map((row) => (
                <Cell key={row.topicId} fill={bandColours[accuracyBand(row.accuracy)]} />
              ))}
              <LabelList dataKey="accuracy" position="right" formatter={(value) => `${String(value)}%`} fontSize={12} />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="topic-chart__legend">
        {(Object.keys(bandLabels) as (keyof typeof bandLabels)[]).map((band) => (
          <span key={band} className="topic-chart__key">
            <span className="topic-chart__swatch" style={{ background: bandColours[band] }} aria-hidden="true" />
            {bandLabels[band]}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
