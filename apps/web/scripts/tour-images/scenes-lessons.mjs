import { drumKit, electronicKit } from './drum-kit.mjs';
import { acousticPanels, musicStand, plant, rect, speaker, stool } from './furniture.mjs';
import { BACK, createDefs, floorBoards, glow, room, svgDocument } from './primitives.mjs';

/** A warm LED strip along the top of the back wall. */
function ledStrip(defs, color) {
  return [
    rect(BACK.left, BACK.top + 4, BACK.right - BACK.left, 6, color),
    glow(defs, { cx: 720, cy: BACK.top + 30, rx: 460, ry: 60, color, opacity: 0.35 }),
  ].join('');
}

/** A whiteboard with a drum groove written on a five-line staff. */
function whiteboard({ x, y, width, height }) {
  const lines = [0, 1, 2, 3, 4]
    .map((i) => {
      const ly = y + 50 + i * 14;
      return `<line x1="${x + 30}" y1="${ly}" x2="${x + width - 30}" y2="${ly}" stroke="#8d8a93" stroke-width="2"/>`;
    })
    .join('');
  const notes = Array.from({ length: 8 }, (_, i) => {
    const nx = x + 70 + i * ((width - 120) / 8);
    const ny = y + 50 + (i % 2 === 0 ? 14 : 42);
    return [
      `<line x1="${nx - 6}" y1="${y + 30}" x2="${nx + 6}" y2="${y + 42}" stroke="#16151c" stroke-width="3"/>`,
      `<line x1="${nx + 6}" y1="${y + 30}" x2="${nx - 6}" y2="${y + 42}" stroke="#16151c" stroke-width="3"/>`,
      `<ellipse cx="${nx}" cy="${ny}" rx="8" ry="6" fill="#16151c"/>`,
      `<line x1="${nx + 7}" y1="${y + 30}" x2="${nx + 7}" y2="${ny}" stroke="#16151c" stroke-width="2"/>`,
    ].join('');
  }).join('');
  return [
    rect(x - 8, y - 8, width + 16, height + 16, '#b9b6c2', 'rx="6"'),
    rect(x, y, width, height, '#fbfaf6'),
    lines,
    notes,
    `<path d="M ${x + 40} ${y + height - 40} q 60 -30 120 0 t 120 0" fill="none" stroke="#c0392b" stroke-width="4"/>`,
    rect(x + width - 120, y + height + 4, 80, 10, '#2f6fe4', 'rx="4"'),
  ].join('');
}

function clock({ x, y }) {
  return [
    `<circle cx="${x}" cy="${y}" r="34" fill="#f7f4ee" stroke="#16151c" stroke-width="6"/>`,
    `<line x1="${x}" y1="${y}" x2="${x}" y2="${y - 20}" stroke="#16151c" stroke-width="4" stroke-linecap="round"/>`,
    `<line x1="${x}" y1="${y}" x2="${x + 14}" y2="${y + 6}" stroke="#e39b2d" stroke-width="4" stroke-linecap="round"/>`,
  ].join('');
}

export function lessonRoom1() {
  const defs = createDefs();
  const body = [
    room(defs, {
      name: 'lesson1',
      ceiling: '#1f1d24',
      backWall: ['#34313d', '#2a2833'],
      sideWall: ['#24222b', '#312e39'],
      floor: ['#8a5a32', '#6e4526'],
      skirting: '#16151c',
    }),
    floorBoards(defs, '#4a2e17', { opacity: 0.35 }),
    ledStrip(defs, '#e39b2d'),
    acousticPanels({
      left: BACK.left + 40,
      right: BACK.right - 40,
      top: BACK.top + 60,
      height: 300,
      colors: ['#4a4655', '#c98b2c', '#4a4655', '#5d5a68', '#4a4655'],
    }),
    speaker({ x: 200, y: 380, scale: 1.1 }),
    speaker({ x: 1240, y: 380, scale: 1.1 }),
    `<ellipse cx="720" cy="830" rx="430" ry="80" fill="#5a1f2a"/>`,
    `<ellipse cx="720" cy="830" rx="400" ry="68" fill="none" stroke="#e39b2d" stroke-width="4" opacity="0.6"/>`,
    glow(defs, { cx: 720, cy: 560, rx: 420, ry: 260, color: '#ffd58a', opacity: 0.16 }),
    drumKit(defs, { cx: 700, floorY: 840, scale: 1.15 }),
    stool({ x: 1130, floorY: 880, height: 150 }),
    musicStand({ x: 1010, floorY: 860 }),
    plant({ x: 330, floorY: 780, scale: 0.9, pot: '#16151c' }),
  ];
  return svgDocument(defs, body.join(''));
}

export function lessonRoom2() {
  const defs = createDefs();
  const body = [
    room(defs, {
      name: 'lesson2',
      ceiling: '#e4e6ea',
      backWall: ['#dde1e7', '#cfd4dc'],
      sideWall: ['#c7ccd5', '#d8dce3'],
      floor: ['#a7794f', '#8a5a32'],
      skirting: '#5d5a68',
    }),
    floorBoards(defs, '#5a3a1f', { opacity: 0.3 }),
    whiteboard({ x: 470, y: 210, width: 500, height: 230 }),
    clock({ x: 1060, y: 240 }),
    acousticPanels({
      left: BACK.left + 30,
      right: BACK.left + 140,
      top: BACK.top + 60,
      height: 380,
      colors: ['#b9824f'],
      count: 1,
    }),
    acousticPanels({
      left: BACK.right - 140,
      right: BACK.right - 30,
      top: BACK.top + 140,
      height: 300,
      colors: ['#2f5d62'],
      count: 1,
    }),
    `<rect x="250" y="790" width="940" height="110" rx="12" fill="#e6e1d6"/>`,
    `<rect x="266" y="802" width="908" height="86" rx="8" fill="none" stroke="#2f5d62" stroke-width="4" opacity="0.6"/>`,
    electronicKit(defs, { cx: 470, floorY: 840, scale: 1.0 }),
    drumKit(defs, { cx: 990, floorY: 850, scale: 0.95, shell: '#2f5d62', dark: '#1c3a3e' }),
    speaker({ x: 1260, y: 420 }),
  ];
  return svgDocument(defs, body.join(''));
}

/** Pyramid foam tiles: alternating light and dark triangles. */
function foamWall(left, right, top, bottom) {
  const size = 56;
  const tiles = [];
  for (let y = top; y < bottom; y += size) {
    for (let x = left; x < right; x += size) {
      const w = Math.min(size, right - x);
      const h = Math.min(size, bottom - y);
      tiles.push(
        `<polygon points="${x},${y} ${x + w},${y} ${x + w / 2},${y + h / 2}" fill="#3a3842"/>`,
        `<polygon points="${x},${y + h} ${x + w},${y + h} ${x + w / 2},${y + h / 2}" fill="#24222b"/>`,
        `<polygon points="${x},${y} ${x},${y + h} ${x + w / 2},${y + h / 2}" fill="#2f2d37"/>`,
        `<polygon points="${x + w},${y} ${x + w},${y + h} ${x + w / 2},${y + h / 2}" fill="#2c2a33"/>`,
      );
    }
  }
  return tiles.join('');
}

function headphones({ x, y }) {
  return [
    rect(x - 4, y - 20, 8, 20, '#b9b6c2'),
    `<path d="M ${x - 34} ${y + 50} a 34 40 0 0 1 68 0" fill="none" stroke="#16151c" stroke-width="8"/>`,
    rect(x - 44, y + 40, 20, 40, '#e39b2d', 'rx="8"'),
    rect(x + 24, y + 40, 20, 40, '#e39b2d', 'rx="8"'),
  ].join('');
}

export function practiceRoom() {
  const defs = createDefs();
  const body = [
    room(defs, {
      name: 'practice',
      ceiling: '#1c1b22',
      backWall: ['#2c2a33', '#24222b'],
      sideWall: ['#2a2833', '#34313d'],
      floor: ['#4a4655', '#3a3842'],
      skirting: '#16151c',
    }),
    foamWall(BACK.left, BACK.right, BACK.top + 30, BACK.bottom - 150),
    rect(BACK.left, BACK.bottom - 150, BACK.right - BACK.left, 10, '#e39b2d'),
    rect(620, 150, 200, 12, '#f7f4ee', 'rx="6"'),
    glow(defs, { cx: 720, cy: 240, rx: 380, ry: 160, color: '#f7f4ee', opacity: 0.18 }),
    `<polygon points="1200,230 1330,200 1330,800 1200,700" fill="#3a3842" stroke="#16151c" stroke-width="6"/>`,
    `<polygon points="1232,290 1300,278 1300,380 1232,384" fill="#7fa4c9" opacity="0.7"/>`,
    `<circle cx="1225" cy="480" r="8" fill="#b9b6c2"/>`,
    headphones({ x: 250, y: 330 }),
    `<ellipse cx="720" cy="850" rx="380" ry="70" fill="#16151c" opacity="0.45"/>`,
    drumKit(defs, { cx: 720, floorY: 850, scale: 1.1, shell: '#2f4f8f', dark: '#1a2d55' }),
    musicStand({ x: 1040, floorY: 880, height: 270 }),
    rect(990, 622, 100, 66, '#16151c', 'rx="6"'),
    rect(998, 630, 84, 50, '#4fd1c5', 'rx="3" opacity="0.8"'),
  ];
  return svgDocument(defs, body.join(''));
}
