/**
 * A small line chart as SVG text, for the notes pages: numbered axes, one polyline per series
 * (solid, dashed or dotted), a legend. Coordinates are rounded to one decimal so the text is the same
 * on every machine.
 */
export interface Series {
  name: string;
  points: [number, number][];
  /** 'dashed' or 'dotted' lines; solid when absent */
  style?: 'dashed' | 'dotted';
  colour: string;
}

interface Chart {
  title: string;
  xLabel: string;
  yLabel: string;
  xTicks: number[];
  yMax: number;
  yStep: number;
  series: Series[];
}

const W = 640, H = 380, LEFT = 60, RIGHT = 190, TOP = 40, BOTTOM = 50;
const f = (x: number) => (Math.round(x * 10) / 10).toString();
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function lineChart(c: Chart): string {
  const x0 = Math.min(...c.xTicks), x1 = Math.max(...c.xTicks);
  const px = (x: number) => LEFT + ((x - x0) / (x1 - x0 || 1)) * (W - LEFT - RIGHT);
  const py = (y: number) => H - BOTTOM - (y / c.yMax) * (H - TOP - BOTTOM);
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="sans-serif" font-size="12">`,
    `<rect width="${W}" height="${H}" fill="white"/>`,
    `<text x="${W / 2 - RIGHT / 2}" y="22" text-anchor="middle" font-size="14">${esc(c.title)}</text>`,
  ];
  for (let y = 0; y <= c.yMax + 1e-9; y += c.yStep) {
    out.push(`<line x1="${LEFT}" x2="${W - RIGHT}" y1="${f(py(y))}" y2="${f(py(y))}" stroke="#ddd"/>`);
    out.push(`<text x="${LEFT - 6}" y="${f(py(y) + 4)}" text-anchor="end">${f(y)}</text>`);
  }
  for (const x of c.xTicks) out.push(`<text x="${f(px(x))}" y="${H - BOTTOM + 18}" text-anchor="middle">${x}</text>`);
  out.push(`<line x1="${LEFT}" x2="${W - RIGHT}" y1="${H - BOTTOM}" y2="${H - BOTTOM}" stroke="black"/>`);
  out.push(`<line x1="${LEFT}" x2="${LEFT}" y1="${TOP}" y2="${H - BOTTOM}" stroke="black"/>`);
  out.push(`<text x="${f((LEFT + W - RIGHT) / 2)}" y="${H - 12}" text-anchor="middle">${esc(c.xLabel)}</text>`);
  out.push(`<text transform="translate(16 ${f((TOP + H - BOTTOM) / 2)}) rotate(-90)" text-anchor="middle">${esc(c.yLabel)}</text>`);
  c.series.forEach((s, i) => {
    const pts = s.points.map(([x, y]) => `${f(px(x))},${f(py(y))}`).join(' ');
    const dash = s.style === 'dashed' ? ' stroke-dasharray="6 4"' : s.style === 'dotted' ? ' stroke-dasharray="1 4" stroke-linecap="round"' : '';
    out.push(`<polyline points="${pts}" fill="none" stroke="${s.colour}" stroke-width="2"${dash}/>`);
    for (const [x, y] of s.points) out.push(`<circle cx="${f(px(x))}" cy="${f(py(y))}" r="2.5" fill="${s.colour}"/>`);
    const ly = TOP + 10 + 20 * i;
    out.push(`<line x1="${W - RIGHT + 14}" x2="${W - RIGHT + 44}" y1="${ly}" y2="${ly}" stroke="${s.colour}" stroke-width="2"${dash}/>`);
    out.push(`<text x="${W - RIGHT + 50}" y="${ly + 4}">${esc(s.name)}</text>`);
  });
  out.push('</svg>');
  return out.join('\n') + '\n';
}
