import {
  cityView,
  coffeeTable,
  frame,
  mug,
  pendant,
  plant,
  rect,
  stool,
  wallWindow,
} from './furniture.mjs';
import {
  BACK,
  createDefs,
  floorBoards,
  floorTiles,
  glow,
  room,
  shadow,
  svgDocument,
} from './primitives.mjs';

/** Square wall tiles as a grid of thin grout lines. */
function wallTiles(left, right, top, bottom, color) {
  const lines = [];
  for (let x = left; x <= right; x += 48) {
    lines.push(
      `<line x1="${x}" y1="${top}" x2="${x}" y2="${bottom}" stroke="${color}" stroke-width="2"/>`,
    );
  }
  for (let y = top; y <= bottom; y += 48) {
    lines.push(
      `<line x1="${left}" y1="${y}" x2="${right}" y2="${y}" stroke="${color}" stroke-width="2"/>`,
    );
  }
  return lines.join('');
}

function roundMirror(defs, { cx, cy, r }) {
  const glass = defs.linear('mirror', [
    [0, '#e8eef0'],
    [1, '#c9d6da'],
  ]);
  return [
    glow(defs, { cx, cy, rx: r + 60, ry: r + 60, color: '#fff1cf', opacity: 0.55 }),
    `<circle cx="${cx}" cy="${cy}" r="${r + 8}" fill="#c98b2c"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${glass}"/>`,
    `<line x1="${cx - r * 0.5}" y1="${cy - r * 0.2}" x2="${cx - r * 0.1}" y2="${cy - r * 0.6}" stroke="#fff" stroke-width="6" opacity="0.7"/>`,
  ].join('');
}

function sink({ x, y }) {
  return [
    `<ellipse cx="${x}" cy="${y}" rx="70" ry="16" fill="#fbfaf6" stroke="#d8d4cc" stroke-width="3"/>`,
    `<ellipse cx="${x}" cy="${y + 2}" rx="50" ry="9" fill="#e3ded5"/>`,
    `<path d="M ${x} ${y - 14} v -34 h 26 v 10" fill="none" stroke="#b9b6c2" stroke-width="7" stroke-linecap="round"/>`,
  ].join('');
}

export function restroom() {
  const defs = createDefs();
  const vanityTop = 600;
  const body = [
    room(defs, {
      name: 'restroom',
      ceiling: '#eef0ec',
      backWall: ['#e4ebe4', '#d5dfd6'],
      sideWall: ['#cfdacf', '#e0e8e0'],
      floor: ['#c9c6bf', '#aeaaa2'],
      skirting: '#8d8a93',
    }),
    wallTiles(BACK.left, BACK.right, 420, BACK.bottom, '#c2cfc3'),
    floorTiles('#8d8a93'),
    floorBoards(defs, '#8d8a93', { count: 14, opacity: 0.3 }),
    roundMirror(defs, { cx: 600, cy: 350, r: 90 }),
    roundMirror(defs, { cx: 860, cy: 350, r: 90 }),
    shadow({ cx: 730, cy: 720, rx: 360, ry: 16 }),
    rect(420, vanityTop + 24, 620, 110, '#a87447'),
    rect(430, vanityTop + 34, 290, 90, '#b9824f', 'rx="4"'),
    rect(740, vanityTop + 34, 290, 90, '#b9824f', 'rx="4"'),
    rect(560, vanityTop + 70, 40, 6, '#e39b2d', 'rx="3"'),
    rect(860, vanityTop + 70, 40, 6, '#e39b2d', 'rx="3"'),
    rect(410, vanityTop, 640, 28, '#f7f4ee', 'rx="4"'),
    sink({ x: 600, y: vanityTop + 2 }),
    sink({ x: 860, y: vanityTop + 2 }),
    rect(718, vanityTop - 40, 24, 40, '#2f5d62', 'rx="6"'),
    rect(1000, 420, 80, 110, '#fbfaf6', 'rx="10" stroke="#d8d4cc" stroke-width="3"'),
    rect(1014, 500, 52, 8, '#8d8a93', 'rx="4"'),
    frame({
      x: 360,
      y: 250,
      width: 90,
      height: 120,
      border: '#a87447',
      art: (x, y, w, h) =>
        `<circle cx="${x + w / 2}" cy="${y + h / 2}" r="${w / 3}" fill="#6f9a5b"/>`,
    }),
    plant({ x: 340, floorY: 800, scale: 1.05, pot: '#f7f4ee' }),
    `<polygon points="1210,240 1340,210 1340,830 1210,720" fill="#f7f4ee" stroke="#d8d4cc" stroke-width="4"/>`,
    `<circle cx="1232" cy="490" r="8" fill="#b9b6c2"/>`,
    glow(defs, { cx: 720, cy: 200, rx: 500, ry: 120, color: '#ffffff', opacity: 0.4 }),
  ];
  return svgDocument(defs, body.join(''));
}

/** The academy emblem on the lobby wall: a drum head with crossed sticks, no lettering. */
function emblem({ cx, cy }) {
  return [
    `<circle cx="${cx}" cy="${cy}" r="74" fill="#16151c"/>`,
    `<circle cx="${cx}" cy="${cy}" r="58" fill="none" stroke="#e39b2d" stroke-width="8"/>`,
    `<line x1="${cx - 70}" y1="${cy + 70}" x2="${cx + 60}" y2="${cy - 60}" stroke="#f7f4ee" stroke-width="10" stroke-linecap="round"/>`,
    `<line x1="${cx + 70}" y1="${cy + 70}" x2="${cx - 60}" y2="${cy - 60}" stroke="#f7f4ee" stroke-width="10" stroke-linecap="round"/>`,
    `<circle cx="${cx + 60}" cy="${cy - 60}" r="9" fill="#f7f4ee"/>`,
    `<circle cx="${cx - 60}" cy="${cy - 60}" r="9" fill="#f7f4ee"/>`,
    rect(cx - 150, cy + 100, 300, 14, '#16151c', 'rx="7"'),
    rect(cx - 100, cy + 126, 200, 10, '#e39b2d', 'rx="5"'),
  ].join('');
}

function noticeBoard({ x, y }) {
  const notes = [
    [16, 16, '#fbefd9'],
    [92, 22, '#f7f4ee'],
    [22, 96, '#d6e8ef'],
    [100, 100, '#fbefd9'],
  ]
    .map(
      ([nx, ny, color]) =>
        rect(x + nx, y + ny, 64, 64, color, 'rx="3"') +
        `<circle cx="${x + nx + 32}" cy="${y + ny + 6}" r="5" fill="#c0392b"/>`,
    )
    .join('');
  return rect(x, y, 180, 180, '#c99566', 'rx="6"') + notes;
}

export function lobby() {
  const defs = createDefs();
  const desk = defs.linear('desk', [
    [0, '#b9824f'],
    [1, '#8a5a32'],
  ]);
  const body = [
    room(defs, {
      name: 'lobby',
      ceiling: '#efe9df',
      backWall: ['#f6f1e8', '#ebe2d4'],
      sideWall: ['#ddd2c1', '#eee6d9'],
      floor: ['#cfc6b8', '#b3a999'],
      skirting: '#8a5a32',
    }),
    floorTiles('#8d8a93', { opacity: 0.25 }),
    floorBoards(defs, '#8d8a93', { count: 10, opacity: 0.25 }),
    rect(BACK.left + 180, BACK.top, 480, BACK.bottom - BACK.top, '#16151c', 'opacity="0.06"'),
    emblem({ cx: 720, cy: 300 }),
    noticeBoard({ x: 960, y: 260 }),
    `<circle cx="620" cy="170" r="10" fill="#fbe3b0"/><circle cx="820" cy="170" r="10" fill="#fbe3b0"/>`,
    glow(defs, { cx: 620, cy: 300, rx: 120, ry: 200, color: '#ffd58a', opacity: 0.25 }),
    glow(defs, { cx: 820, cy: 300, rx: 120, ry: 200, color: '#ffd58a', opacity: 0.25 }),
    shadow({ cx: 720, cy: 806, rx: 330, ry: 18 }),
    rect(410, 610, 620, 196, desk, 'rx="8"'),
    rect(410, 690, 620, 10, '#e39b2d'),
    rect(396, 594, 648, 24, '#16151c', 'rx="6"'),
    rect(820, 540, 120, 56, '#2a2833', 'rx="6"'),
    rect(870, 596, 20, 6, '#2a2833'),
    plant({ x: 500, floorY: 596, scale: 0.5, pot: '#f7f4ee' }),
    mug({ x: 760, y: 594, color: '#e39b2d' }),
    `<polygon points="60,170 230,214 230,760 60,870" fill="#d6e8ef" stroke="#8a5a32" stroke-width="10"/>`,
    `<line x1="145" y1="192" x2="145" y2="815" stroke="#8a5a32" stroke-width="6"/>`,
    rect(168, 470, 8, 80, '#c98b2c', 'rx="4"'),
    plant({ x: 1190, floorY: 870, scale: 1.35 }),
    stool({ x: 300, floorY: 860, height: 90, seat: '#2f5d62' }),
  ];
  return svgDocument(defs, body.join(''));
}

export function lobbyLounge() {
  const defs = createDefs();
  const body = [
    room(defs, {
      name: 'lobby-lounge',
      ceiling: '#e9dfcf',
      backWall: ['#efe5d5', '#e2d4bf'],
      sideWall: ['#d6c5aa', '#e9dcc8'],
      floor: ['#a7794f', '#8a5a32'],
      skirting: '#7a4f2c',
    }),
    floorBoards(defs, '#5a3a1f', { opacity: 0.3 }),
    wallWindow({
      x: 380,
      y: 210,
      width: 680,
      height: 300,
      view: (w, h) => cityView(defs, w, h),
    }),
    rect(370, 560, 700, 20, '#8a5a32', 'rx="4"'),
    rect(390, 580, 12, 150, '#2a2833'),
    rect(1038, 580, 12, 150, '#2a2833'),
    stool({ x: 500, floorY: 760, height: 140, seat: '#e39b2d' }),
    stool({ x: 720, floorY: 760, height: 140, seat: '#e39b2d' }),
    stool({ x: 940, floorY: 760, height: 140, seat: '#e39b2d' }),
    mug({ x: 560, y: 560 }),
    shadow({ cx: 240, cy: 770, rx: 70, ry: 12 }),
    rect(190, 470, 100, 300, '#f7f4ee', 'rx="10"'),
    `<rect x="206" y="420" width="68" height="60" rx="10" fill="#9cc3d6" opacity="0.8"/>`,
    rect(222, 560, 36, 24, '#2a2833', 'rx="4"'),
    rect(230, 530, 6, 20, '#2f6fe4', 'rx="2"'),
    rect(244, 530, 6, 20, '#c0392b', 'rx="2"'),
    pendant(defs, { x: 720, top: 80, length: 230, color: '#2f5d62', lightY: 900 }),
    `<ellipse cx="760" cy="900" rx="330" ry="52" fill="#d9cbb6"/>`,
    coffeeTable({ x: 760, floorY: 930, width: 220, top: '#f7f4ee', edge: '#d8d4cc' }),
    mug({ x: 730, y: 866, color: '#2f5d62' }),
    plant({ x: 1200, floorY: 880, scale: 1.4 }),
  ];
  return svgDocument(defs, body.join(''));
}
