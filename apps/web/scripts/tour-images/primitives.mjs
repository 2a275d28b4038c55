/**
 * Building blocks for the academy-tour illustrations: a one-point-perspective room and a registry of
 * gradient definitions. Every scene is drawn on a 1440 × 960 canvas (3:2, the page's image ratio).
 */

export const CANVAS = { width: 1440, height: 960 };

/** The back wall of every room; its corners line up with the vanishing point below. */
export const BACK = { left: 300, right: 1140, top: 158, bottom: 718 };
export const VANISHING_POINT = { x: 720, y: 380 };

const { width: W, height: H } = CANVAS;

/** Collects <defs> entries so a scene can ask for a gradient by colour and get a stable id. */
export function createDefs() {
  const entries = new Map();
  return {
    add(id, markup) {
      if (!entries.has(id)) entries.set(id, markup);
      return `url(#${id})`;
    },
    linear(id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
      return this.add(
        id,
        `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsMarkup(stops)}</linearGradient>`,
      );
    },
    radial(id, stops, { cx = 0.5, cy = 0.5, r = 0.5 } = {}) {
      return this.add(
        id,
        `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsMarkup(stops)}</radialGradient>`,
      );
    },
    markup() {
      return `<defs>${[...entries.values()].join('')}</defs>`;
    },
  };
}

function stopsMarkup(stops) {
  return stops
    .map(([offset, color, opacity = 1]) => {
      return `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`;
    })
    .join('');
}

/** A cylinder's horizontal shading: darker at the edges, a soft highlight left of centre. */
export function shellGradient(defs, color, dark) {
  const id = `shell-${color.slice(1)}-${dark.slice(1)}`;
  return defs.linear(
    id,
    [
      [0, dark],
      [0.35, color],
      [0.5, color],
      [1, dark],
    ],
    { x2: 1, y2: 0 },
  );
}

export const points = (list) => list.map(([x, y]) => `${x},${y}`).join(' ');

/** Ceiling, side walls, back wall and floor of a room, each with a soft vertical gradient. */
export function room(defs, colors) {
  const { left: l, right: r, top: t, bottom: b } = BACK;
  const wall = defs.linear(`wall-${colors.name}`, [
    [0, colors.backWall[0]],
    [1, colors.backWall[1]],
  ]);
  const floor = defs.linear(`floor-${colors.name}`, [
    [0, colors.floor[0]],
    [1, colors.floor[1]],
  ]);
  const side = defs.linear(
    `side-${colors.name}`,
    [
      [0, colors.sideWall[0]],
      [1, colors.sideWall[1]],
    ],
    { x2: 1, y2: 0 },
  );
  const sideRight = defs.linear(
    `side-r-${colors.name}`,
    [
      [0, colors.sideWall[1]],
      [1, colors.sideWall[0]],
    ],
    { x2: 1, y2: 0 },
  );
  return [
    `<polygon points="${points([
      [0, 0],
      [W, 0],
      [r, t],
      [l, t],
    ])}" fill="${colors.ceiling}"/>`,
    `<polygon points="${points([
      [0, 0],
      [l, t],
      [l, b],
      [0, H],
    ])}" fill="${side}"/>`,
    `<polygon points="${points([
      [W, 0],
      [r, t],
      [r, b],
      [W, H],
    ])}" fill="${sideRight}"/>`,
    `<rect x="${l}" y="${t}" width="${r - l}" height="${b - t}" fill="${wall}"/>`,
    `<polygon points="${points([
      [l, b],
      [r, b],
      [W, H],
      [0, H],
    ])}" fill="${floor}"/>`,
    `<line x1="${l}" y1="${b}" x2="${r}" y2="${b}" stroke="${colors.skirting}" stroke-width="6"/>`,
  ].join('');
}

/** Floor lines running towards the vanishing point, clipped to the floor. */
export function floorBoards(defs, color, { count = 18, opacity = 0.35 } = {}) {
  const { left: l, right: r, bottom: b } = BACK;
  defs.add(
    'floor-clip',
    `<clipPath id="floor-clip"><polygon points="${points([
      [l, b],
      [r, b],
      [W, H],
      [0, H],
    ])}"/></clipPath>`,
  );
  const lines = [];
  for (let i = 0; i <= count; i += 1) {
    const xBack = l + ((r - l) * i) / count;
    const xFront =
      (xBack - VANISHING_POINT.x) * ((H - VANISHING_POINT.y) / (b - VANISHING_POINT.y));
    lines.push(
      `<line x1="${xBack}" y1="${b}" x2="${VANISHING_POINT.x + xFront}" y2="${H}" stroke="${color}" stroke-width="2" opacity="${opacity}"/>`,
    );
  }
  return `<g clip-path="url(#floor-clip)">${lines.join('')}</g>`;
}

/** Cross lines for tiled floors, spaced to suggest depth. */
export function floorTiles(color, { opacity = 0.3 } = {}) {
  const { bottom: b } = BACK;
  const rows = [];
  let y = b;
  let step = 18;
  while (y < H) {
    y += step;
    step *= 1.45;
    const t = (y - b) / (H - b);
    const x0 = BACK.left * (1 - t);
    const x1 = BACK.right + (W - BACK.right) * t;
    rows.push(
      `<line x1="${x0}" y1="${y}" x2="${x1}" y2="${y}" stroke="${color}" stroke-width="2" opacity="${opacity}"/>`,
    );
  }
  return rows.join('');
}

/** A pool of light: a radial gradient that fades to nothing. */
export function glow(defs, { cx, cy, rx, ry, color, opacity = 0.5 }) {
  const fill = defs.radial(`glow-${color.slice(1)}-${Math.round(opacity * 100)}`, [
    [0, color, opacity],
    [1, color, 0],
  ]);
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"/>`;
}

/** A soft contact shadow under furniture. */
export function shadow({ cx, cy, rx, ry, opacity = 0.22 }) {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#16151c" opacity="${opacity}"/>`;
}

export function svgDocument(defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs.markup()}${body}</svg>`;
}
