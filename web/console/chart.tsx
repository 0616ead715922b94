// A bar chart of a time series, drawn as SVG by hand (no chart library in the budget). It is an
// image with a text alternative (the total and the busiest interval), and the same figures as a
// table for whoever wants the numbers, screen readers included.
import { formatDate } from "./i18n.js";

export interface ChartPoint {
  start: string;
  value: number;
  /** the point's value as words: "$12.00", "3" */
  text: string;
}

const W = 640;
const H = 200;
const PAD = { top: 12, right: 8, bottom: 24, left: 8 };

export function BarChart({ title, points, summary }: { title: string; points: readonly ChartPoint[]; summary: string }) {
  const max = Math.max(0, ...points.map((p) => p.value));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const step = points.length ? innerW / points.length : innerW;
  const bar = Math.max(1, step * 0.75);
  const label = (i: number) => (points.length <= 12 || i % Math.ceil(points.length / 8) === 0) && points[i];
  return (
    <figure class="chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${title}: ${summary}`}>
        <line x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} class="axis" />
        {points.map((p, i) => {
          const h = max > 0 ? (p.value / max) * innerH : 0;
          return (
            <rect key={p.start} x={PAD.left + i * step + (step - bar) / 2} y={H - PAD.bottom - h} width={bar} height={h} class="bar">
              <title>
                {formatDate(p.start)}: {p.text}
              </title>
            </rect>
          );
        })}
        {points.map((p, i) =>
          label(i) ? (
            <text key={`l${p.start}`} x={PAD.left + i * step + step / 2} y={H - 6} class="tick" text-anchor="middle">
              {formatDate(p.start)}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption>{summary}</figcaption>
      <details>
        <summary>{title}</summary>
        <table>
          <tbody>
            {points.map((p) => (
              <tr key={p.start}>
                <th scope="row">{formatDate(p.start)}</th>
                <td class="num">{p.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
