import { glow, points, shadow } from './primitives.mjs';

export function rect(x, y, width, height, fill, extra = '') {
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${fill}" ${extra}/>`;
}

/** A potted plant: a tapered pot and overlapping leaf ellipses. */
export function plant({ x, floorY, scale = 1, pot = '#d9cbb6' }) {
  const leaves = [
    [-38, -150, 26, 70, -28],
    [34, -160, 24, 74, 26],
    [-8, -200, 24, 80, 4],
    [-56, -104, 22, 56, -52],
    [52, -110, 22, 58, 50],
    [16, -132, 20, 64, 18],
  ]
    .map(([cx, cy, rx, ry, tilt], index) => {
      const fill = index % 2 === 0 ? '#4f7a4a' : '#6f9a5b';
      return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" transform="rotate(${tilt} ${cx} ${cy})"/>`;
    })
    .join('');
  return `<g transform="translate(${x} ${floorY}) scale(${scale})">${shadow({ cx: 0, cy: 0, rx: 60, ry: 10 })}${leaves}<polygon points="${points(
    [
      [-42, -84],
      [42, -84],
      [32, 0],
      [-32, 0],
    ],
  )}" fill="${pot}"/><rect x="-46" y="-92" width="92" height="12" rx="4" fill="${pot}"/></g>`;
}

/** A pendant lamp hanging from the ceiling, with a light pool below it. */
export function pendant(defs, { x, top, length, color = '#16151c', lightY }) {
  const shadeY = top + length;
  return [
    `<line x1="${x}" y1="${top}" x2="${x}" y2="${shadeY}" stroke="#2a2833" stroke-width="3"/>`,
    `<path d="M ${x - 46} ${shadeY + 38} Q ${x} ${shadeY - 34} ${x + 46} ${shadeY + 38} Z" fill="${color}"/>`,
    `<ellipse cx="${x}" cy="${shadeY + 38}" rx="46" ry="8" fill="#fbe3b0"/>`,
    glow(defs, { cx: x, cy: shadeY + 50, rx: 90, ry: 40, color: '#ffd58a', opacity: 0.55 }),
    lightY
      ? glow(defs, { cx: x, cy: lightY, rx: 200, ry: 46, color: '#ffd58a', opacity: 0.25 })
      : '',
  ].join('');
}

/** A picture frame with an abstract print drawn by `art(x, y, width, height)`. */
export function frame({ x, y, width, height, border = '#16151c', mat = '#f7f4ee', art }) {
  return [
    rect(x - 6, y - 6, width + 12, height + 12, border),
    rect(x, y, width, height, mat),
    art(x + 14, y + 14, width - 28, height - 28),
  ].join('');
}

/** A three-seat sofa seen from the front. */
export function sofa({ x, floorY, width = 420, color = '#2f5d62', dark = '#23464a' }) {
  const left = x - width / 2;
  return [
    shadow({ cx: x, cy: floorY, rx: width / 2 + 30, ry: 16 }),
    rect(left + 20, floorY - 170, width - 40, 100, dark, 'rx="22"'),
    rect(left + 30, floorY - 164, (width - 60) / 3 - 6, 92, color, 'rx="18"'),
    rect(left + 30 + (width - 60) / 3, floorY - 164, (width - 60) / 3 - 6, 92, color, 'rx="18"'),
    rect(
      left + 30 + ((width - 60) * 2) / 3,
      floorY - 164,
      (width - 60) / 3 - 6,
      92,
      color,
      'rx="18"',
    ),
    rect(left + 10, floorY - 86, width - 20, 56, color, 'rx="14"'),
    rect(left - 8, floorY - 124, 46, 104, dark, 'rx="18"'),
    rect(left + width - 38, floorY - 124, 46, 104, dark, 'rx="18"'),
    rect(left + 24, floorY - 30, 12, 30, '#1f1d24'),
    rect(left + width - 36, floorY - 30, 12, 30, '#1f1d24'),
  ].join('');
}

/** A low table with a wooden top seen slightly from above. */
export function coffeeTable({ x, floorY, width = 260, top = '#b9824f', edge = '#8a5a32' }) {
  const rx = width / 2;
  return [
    shadow({ cx: x, cy: floorY, rx: rx + 10, ry: 12 }),
    rect(x - rx + 24, floorY - 60, 10, 60, '#2a2833'),
    rect(x + rx - 34, floorY - 60, 10, 60, '#2a2833'),
    `<ellipse cx="${x}" cy="${floorY - 60}" rx="${rx}" ry="24" fill="${edge}"/>`,
    `<ellipse cx="${x}" cy="${floorY - 66}" rx="${rx}" ry="24" fill="${top}"/>`,
  ].join('');
}

export function mug({ x, y, color = '#f7f4ee' }) {
  return [
    rect(x - 12, y - 26, 24, 26, color, 'rx="4"'),
    `<path d="M ${x + 12} ${y - 20} q 12 2 0 14" fill="none" stroke="${color}" stroke-width="4"/>`,
  ].join('');
}

/** A stool with a round seat and three legs. */
export function stool({ x, floorY, height = 120, seat = '#16151c' }) {
  return [
    shadow({ cx: x, cy: floorY, rx: 44, ry: 8 }),
    `<line x1="${x}" y1="${floorY - height}" x2="${x - 30}" y2="${floorY}" stroke="#3a3842" stroke-width="5"/>`,
    `<line x1="${x}" y1="${floorY - height}" x2="${x + 30}" y2="${floorY}" stroke="#3a3842" stroke-width="5"/>`,
    `<line x1="${x}" y1="${floorY - height}" x2="${x}" y2="${floorY}" stroke="#3a3842" stroke-width="5"/>`,
    `<line x1="${x - 20}" y1="${floorY - 40}" x2="${x + 20}" y2="${floorY - 40}" stroke="#3a3842" stroke-width="4"/>`,
    `<ellipse cx="${x}" cy="${floorY - height}" rx="40" ry="12" fill="${seat}"/>`,
  ].join('');
}

/** A music stand with a sheet of notation. */
export function musicStand({ x, floorY, height = 250 }) {
  const top = floorY - height;
  const staff = [0, 1, 2, 3]
    .map((i) => {
      const y = top + 22 + i * 16;
      return `<line x1="${x - 50}" y1="${y}" x2="${x + 50}" y2="${y}" stroke="#8d8a93" stroke-width="2"/>`;
    })
    .join('');
  return [
    `<line x1="${x}" y1="${top + 80}" x2="${x}" y2="${floorY}" stroke="#2a2833" stroke-width="5"/>`,
    `<line x1="${x}" y1="${floorY - 30}" x2="${x - 36}" y2="${floorY}" stroke="#2a2833" stroke-width="4"/>`,
    `<line x1="${x}" y1="${floorY - 30}" x2="${x + 36}" y2="${floorY}" stroke="#2a2833" stroke-width="4"/>`,
    rect(x - 66, top, 132, 90, '#2a2833', 'rx="4"'),
    rect(x - 58, top + 6, 116, 78, '#fbfaf6'),
    staff,
    `<circle cx="${x - 30}" cy="${top + 46}" r="5" fill="#16151c"/>`,
    `<circle cx="${x}" cy="${top + 38}" r="5" fill="#16151c"/>`,
    `<circle cx="${x + 28}" cy="${top + 54}" r="5" fill="#16151c"/>`,
  ].join('');
}

/** A row of acoustic panels on a wall between `left` and `right`. */
export function acousticPanels({ left, right, top, height, colors, gap = 18, count = 5 }) {
  const width = (right - left - gap * (count - 1)) / count;
  return Array.from({ length: count }, (_, i) => {
    const x = left + i * (width + gap);
    const fill = colors[i % colors.length];
    return [
      rect(x + 4, top + 6, width, height, '#000', 'rx="10" opacity="0.18"'),
      rect(x, top, width, height, fill, 'rx="10"'),
      rect(x + 10, top + 10, width - 20, height - 20, '#fff', 'rx="6" opacity="0.05"'),
    ].join('');
  }).join('');
}

/** A wall-mounted monitor speaker. */
export function speaker({ x, y, scale = 1 }) {
  return `<g transform="translate(${x} ${y}) scale(${scale})">${rect(-44, -70, 88, 140, '#1f1d24', 'rx="8"')}<circle cx="0" cy="-30" r="16" fill="#3a3842"/><circle cx="0" cy="26" r="30" fill="#3a3842"/><circle cx="0" cy="26" r="12" fill="#16151c"/></g>`;
}

/** A window on the back wall; `view(x, y, width, height)` draws what is outside. */
export function wallWindow({ x, y, width, height, view, frameColor = '#f7f4ee' }) {
  return [
    `<svg x="${x}" y="${y}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" overflow="hidden">${view(width, height)}</svg>`,
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="none" stroke="${frameColor}" stroke-width="12"/>`,
    `<line x1="${x + width / 2}" y1="${y}" x2="${x + width / 2}" y2="${y + height}" stroke="${frameColor}" stroke-width="8"/>`,
  ].join('');
}

/** An evening city seen through a window: gradient sky, blocks with lit windows. */
export function cityView(defs, width, height) {
  const sky = defs.linear('sky-evening', [
    [0, '#2b3a67'],
    [0.6, '#c76b5a'],
    [1, '#f3b76b'],
  ]);
  const blocks = [
    [0.02, 0.55, 0.14],
    [0.15, 0.38, 0.12],
    [0.28, 0.62, 0.16],
    [0.45, 0.3, 0.1],
    [0.56, 0.5, 0.15],
    [0.72, 0.42, 0.12],
    [0.85, 0.6, 0.16],
  ];
  const buildings = blocks
    .map(([x, top, w], index) => {
      const bx = x * width;
      const by = top * height;
      const bw = w * width;
      const lights = Array.from({ length: 6 }, (_, row) => {
        return [0.25, 0.6]
          .map((col) => {
            const lit = (index + row) % 3 !== 0;
            return rect(
              bx + col * bw,
              by + 16 + row * 26,
              bw * 0.18,
              10,
              lit ? '#ffd58a' : '#3b3550',
            );
          })
          .join('');
      }).join('');
      return rect(bx, by, bw, height - by, '#2a2540') + lights;
    })
    .join('');
  return rect(0, 0, width, height, sky) + buildings;
}
