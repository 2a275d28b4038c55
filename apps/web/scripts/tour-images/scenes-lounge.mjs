import { coffeeTable, frame, mug, pendant, plant, rect, sofa } from './furniture.mjs';
import { BACK, createDefs, floorBoards, glow, room, svgDocument } from './primitives.mjs';

/** Record sleeves on a floating shelf: the lounge's listening corner. */
function recordShelf({ x, y, width }) {
  const colors = ['#e39b2d', '#2f5d62', '#c0392b', '#f7f4ee', '#5b4a8b', '#16151c', '#d9cbb6'];
  const sleeves = Array.from({ length: Math.floor(width / 64) }, (_, i) => {
    return rect(x + 8 + i * 64, y - 58, 56, 56, colors[i % colors.length], 'rx="2"');
  }).join('');
  return sleeves + rect(x, y, width, 12, '#8a5a32', 'rx="3"');
}

function drumPrint(x, y, width, height) {
  const cx = x + width / 2;
  const cy = y + height / 2;
  const r = Math.min(width, height) * 0.34;
  return [
    rect(x, y, width, height, '#16151c'),
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#e39b2d" stroke-width="8"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="none" stroke="#f7f4ee" stroke-width="4"/>`,
    `<line x1="${cx - r}" y1="${cy + r}" x2="${cx + r * 0.6}" y2="${cy - r * 1.1}" stroke="#f7f4ee" stroke-width="6" stroke-linecap="round"/>`,
  ].join('');
}

function stripesPrint(x, y, width, height) {
  const colors = ['#e39b2d', '#c0392b', '#2f5d62', '#f7f4ee'];
  return colors.map((color, i) => rect(x, y + (i * height) / 4, width, height / 4, color)).join('');
}

/** A tall window on the left wall, its edges running towards the vanishing point. */
function sideWindow(defs) {
  const sky = defs.linear('side-sky', [
    [0, '#cfe3ec'],
    [1, '#f1f4ea'],
  ]);
  return [
    `<polygon points="80,260 250,292 250,542 80,600" fill="${sky}" stroke="#f7f4ee" stroke-width="12" stroke-linejoin="round"/>`,
    `<line x1="165" y1="276" x2="165" y2="571" stroke="#f7f4ee" stroke-width="8"/>`,
  ].join('');
}

/** Wooden slats behind the sofa: warm texture without clutter. */
function slatWall(left, right, top, bottom) {
  const slats = [];
  for (let x = left; x < right; x += 26) slats.push(rect(x, top, 16, bottom - top, '#c99566'));
  return rect(left, top, right - left, bottom - top, '#a87447') + slats.join('');
}

export function lounge() {
  const defs = createDefs();
  const floorY = 800;
  const body = [
    room(defs, {
      name: 'lounge',
      ceiling: '#e9dfcf',
      backWall: ['#f3e9da', '#e6d7c1'],
      sideWall: ['#d9c8ae', '#ecdfcc'],
      floor: ['#b98a5e', '#9a6c43'],
      skirting: '#7a4f2c',
    }),
    floorBoards(defs, '#6e4526', { opacity: 0.3 }),
    sideWindow(defs),
    slatWall(560, 880, BACK.top + 40, BACK.bottom),
    recordShelf({ x: 350, y: 330, width: 200 }),
    recordShelf({ x: 350, y: 440, width: 200 }),
    frame({ x: 930, y: 250, width: 150, height: 190, art: drumPrint }),
    frame({ x: 950, y: 470, width: 110, height: 110, border: '#8a5a32', art: stripesPrint }),
    pendant(defs, { x: 640, top: 120, length: 170, lightY: 720 }),
    pendant(defs, { x: 800, top: 110, length: 200, color: '#e39b2d' }),
    `<ellipse cx="720" cy="${floorY + 70}" rx="420" ry="70" fill="#d9cbb6"/>`,
    `<ellipse cx="720" cy="${floorY + 70}" rx="380" ry="56" fill="none" stroke="#c0392b" stroke-width="6" opacity="0.5"/>`,
    sofa({ x: 720, floorY: floorY - 6, width: 460 }),
    coffeeTable({ x: 720, floorY: floorY + 96 }),
    mug({ x: 680, y: floorY + 30 }),
    mug({ x: 760, y: floorY + 26, color: '#e39b2d' }),
    plant({ x: 1130, floorY: floorY + 40, scale: 1.3 }),
    plant({ x: 380, floorY: floorY - 20, scale: 1.1, pot: '#2a2833' }),
    glow(defs, { cx: 180, cy: 720, rx: 260, ry: 120, color: '#fff6dc', opacity: 0.25 }),
  ];
  return svgDocument(defs, body.join(''));
}
