import { glow, shadow, shellGradient } from './primitives.mjs';

const METAL = '#b9b6c2';
const STAND = '#3a3842';

/** A drum seen from the front: shaded shell, a lighter top head and chrome hoops. */
function drum(defs, { x, y, width, height, shell, dark, head = '#f1ece2' }) {
  const rx = width / 2;
  const ry = Math.max(6, width * 0.16);
  const fill = shellGradient(defs, shell, dark);
  return [
    `<rect x="${x - rx}" y="${y}" width="${width}" height="${height}" fill="${fill}"/>`,
    `<ellipse cx="${x}" cy="${y + height}" rx="${rx}" ry="${ry}" fill="${dark}"/>`,
    `<rect x="${x - rx}" y="${y + height - 4}" width="${width}" height="4" fill="${METAL}"/>`,
    `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${head}" stroke="${METAL}" stroke-width="4"/>`,
  ].join('');
}

function cymbal(defs, { x, y, rx, tilt = 0 }) {
  const fill = defs.linear(
    'cymbal',
    [
      [0, '#a86d1c'],
      [0.45, '#f6d68a'],
      [0.55, '#e3a93e'],
      [1, '#9c6318'],
    ],
    { x2: 1, y2: 0 },
  );
  return [
    `<g transform="rotate(${tilt} ${x} ${y})">`,
    `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${rx * 0.13}" fill="${fill}"/>`,
    `<ellipse cx="${x}" cy="${y - 2}" rx="${rx * 0.16}" ry="${rx * 0.05}" fill="#c98b2c"/>`,
    `</g>`,
  ].join('');
}

function stand(x1, y1, x2, y2, width = 5) {
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${STAND}" stroke-width="${width}" stroke-linecap="round"/>`;
}

function tripod(x, floorY, top, spread = 46) {
  return [
    stand(x, floorY - 40, x, top, 6),
    stand(x, floorY - 44, x - spread, floorY, 5),
    stand(x, floorY - 44, x + spread, floorY, 5),
  ].join('');
}

/**
 * An acoustic five-piece kit facing the viewer, standing on `floorY` and centred on `cx`.
 * `scale` shrinks kits placed further back in a room.
 */
export function drumKit(defs, { cx, floorY, scale = 1, shell = '#8c2f2f', dark = '#4d1717' }) {
  const s = scale;
  const bassR = 112;
  const parts = [
    shadow({ cx: 0, cy: 0, rx: 330, ry: 34, opacity: 0.28 }),
    // Cymbal and hi-hat stands go first so the drums overlap them.
    stand(-270, 0, -270, -300, 6),
    stand(-270, -4, -316, 0, 5),
    stand(-270, -4, -224, 0, 5),
    stand(-205, -40, -185, -372, 5),
    stand(-205, -40, -250, 0, 5),
    stand(-205, -40, -160, 0, 5),
    stand(250, -40, 228, -332, 5),
    stand(250, -40, 205, 0, 5),
    stand(250, -40, 296, 0, 5),
    // Throne, mostly hidden behind the bass drum.
    `<ellipse cx="0" cy="-238" rx="62" ry="18" fill="#1f1d24"/>`,
    // Bass drum, front head with a brass ring and a port hole.
    `<circle cx="0" cy="${-bassR}" r="${bassR}" fill="${dark}"/>`,
    `<circle cx="0" cy="${-bassR}" r="${bassR - 10}" fill="${shell}"/>`,
    `<circle cx="0" cy="${-bassR}" r="${bassR - 22}" fill="#1c1b22"/>`,
    `<circle cx="0" cy="${-bassR}" r="${bassR - 44}" fill="none" stroke="#e39b2d" stroke-width="6"/>`,
    `<circle cx="30" cy="${-bassR + 42}" r="16" fill="#0f0e13"/>`,
    stand(-86, -20, -112, 0, 6),
    stand(86, -20, 112, 0, 6),
    // Floor tom and snare.
    drum(defs, { x: 182, y: -182, width: 134, height: 128, shell, dark }),
    stand(130, -54, 122, 0, 5),
    stand(234, -54, 242, 0, 5),
    tripod(-168, 0, -150),
    drum(defs, { x: -168, y: -196, width: 128, height: 46, shell: '#d8d4cc', dark: '#8d8a93' }),
    // Rack toms on the bass drum.
    stand(-20, -210, -44, -250, 6),
    stand(20, -210, 44, -250, 6),
    drum(defs, { x: -62, y: -300, width: 98, height: 70, shell, dark }),
    drum(defs, { x: 64, y: -306, width: 108, height: 76, shell, dark }),
    // Hi-hat, crash and ride.
    cymbal(defs, { x: -270, y: -296, rx: 64 }),
    cymbal(defs, { x: -270, y: -306, rx: 64 }),
    cymbal(defs, { x: -185, y: -376, rx: 84, tilt: -10 }),
    cymbal(defs, { x: 228, y: -336, rx: 96, tilt: 8 }),
  ];
  return `<g transform="translate(${cx} ${floorY}) scale(${s})">${parts.join('')}</g>`;
}

/** An electronic kit: black mesh pads and rubber cymbals on a chrome rack. */
export function electronicKit(defs, { cx, floorY, scale = 1 }) {
  const pad = (x, y, rx) => {
    return [
      `<ellipse cx="${x}" cy="${y + 8}" rx="${rx}" ry="${rx * 0.28}" fill="#0f0e13"/>`,
      `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${rx * 0.28}" fill="#2c2a33" stroke="${METAL}" stroke-width="3"/>`,
    ].join('');
  };
  const rubberCymbal = (x, y, rx, tilt) => {
    return `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${rx * 0.14}" fill="#24232b" transform="rotate(${tilt} ${x} ${y})"/>`;
  };
  const parts = [
    shadow({ cx: 0, cy: 0, rx: 260, ry: 28, opacity: 0.26 }),
    stand(-200, 0, -200, -250, 7),
    stand(200, 0, 200, -250, 7),
    stand(-210, -230, 210, -230, 8),
    stand(-200, -60, 200, -60, 7),
    stand(-160, -230, -178, -330, 5),
    stand(170, -230, 190, -300, 5),
    `<rect x="-40" y="-92" width="80" height="92" rx="10" fill="#2c2a33"/>`,
    `<circle cx="0" cy="-46" r="28" fill="#16151c" stroke="${METAL}" stroke-width="3"/>`,
    pad(-120, -200, 52),
    pad(-40, -262, 42),
    pad(50, -262, 42),
    pad(130, -190, 56),
    rubberCymbal(-178, -336, 74, -8),
    rubberCymbal(190, -306, 82, 6),
    rubberCymbal(-232, -262, 52, 0),
    `<rect x="-34" y="-214" width="68" height="40" rx="6" fill="#16151c"/>`,
    `<rect x="-26" y="-206" width="30" height="10" rx="2" fill="#4fd1c5"/>`,
    glow(defs, { cx: -11, cy: -201, rx: 40, ry: 16, color: '#4fd1c5', opacity: 0.35 }),
  ];
  return `<g transform="translate(${cx} ${floorY}) scale(${scale})">${parts.join('')}</g>`;
}
