/**
 * The demo hotels' pictures, drawn by the project itself: each is an SVG scene composed from a
 * description (a room with its bed, floor, window and view; a bath; the view from the window; the
 * hotel's front at dusk) and rendered to a raster by the photo pipeline (photo-variants.ts) like
 * any upload. No picture is copied from anywhere.
 */

export type BedKind = 'twin' | 'double' | 'king' | 'futon' | 'family' | 'ondol';
export type FloorKind = 'wood' | 'tatami' | 'carpet' | 'ondol';
export type ViewKind = 'city' | 'garden' | 'mountains' | 'tower' | 'courtyard' | 'forest' | 'jungle' | 'rice-terraces';
export type BathKind = 'shower' | 'tub' | 'hinoki' | 'open-air' | 'plunge-pool';
export type FrontStyle = 'townhouse' | 'hanok' | 'ryokan' | 'villa';

export type DemoScene =
  | {
      kind: 'room';
      bed: BedKind;
      floor: FloorKind;
      wall: string;
      accent: string;
      view: ViewKind;
      hour: 'day' | 'dusk';
      sofa?: boolean;
    }
  | { kind: 'bath'; bath: BathKind; wall: string; accent: string; view: ViewKind }
  | { kind: 'view'; view: ViewKind; hour: 'day' | 'dusk'; wall: string }
  | { kind: 'front'; style: FrontStyle; accent: string; hour: 'dusk' | 'day' };

/** Every scene is drawn 1600 x 1067 (3:2), the widest variant. */
export const SCENE_WIDTH = 1600;
export const SCENE_HEIGHT = 1067;

const W = SCENE_WIDTH;
const H = SCENE_HEIGHT;

function skyOf(hour: 'day' | 'dusk'): [string, string] {
  return hour === 'day' ? ['#7fb6e6', '#dcecf7'] : ['#2b2d5c', '#f2a36b'];
}

/** What is seen through a window or over a bath, drawn into the box x, y, w, h. */
function viewShapes(
  view: ViewKind,
  hour: 'day' | 'dusk',
  x: number,
  y: number,
  w: number,
  h: number,
  id: string,
): string {
  const [top, bottom] = skyOf(hour);
  const ground = y + h * 0.72;
  const parts: string[] = [
    `<defs><linearGradient id="sky-${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#sky-${id})"/>`,
  ];
  const hill = (dy: number, colour: string, amp: number) =>
    `<path d="M${x} ${ground - dy} Q ${x + w * 0.25} ${ground - dy - amp} ${x + w * 0.5} ${ground - dy - amp * 0.3} T ${x + w} ${ground - dy - amp * 0.6} V ${y + h} H ${x} Z" fill="${colour}"/>`;
  if (hour === 'dusk')
    parts.push(`<circle cx="${x + w * 0.7}" cy="${ground - h * 0.18}" r="${h * 0.07}" fill="#ffd9a0" opacity="0.9"/>`);
  else parts.push(`<circle cx="${x + w * 0.8}" cy="${y + h * 0.2}" r="${h * 0.06}" fill="#fff8dc" opacity="0.9"/>`);
  switch (view) {
    case 'mountains':
      parts.push(
        `<path d="M${x} ${ground} L ${x + w * 0.3} ${y + h * 0.25} L ${x + w * 0.55} ${ground - h * 0.1} L ${x + w * 0.8} ${y + h * 0.3} L ${x + w} ${ground} Z" fill="#5b6f8a"/>`,
      );
      parts.push(
        `<path d="M${x + w * 0.24} ${y + h * 0.33} L ${x + w * 0.3} ${y + h * 0.25} L ${x + w * 0.36} ${y + h * 0.33} Z" fill="#f4f6fb"/>`,
      );
      parts.push(hill(0, '#3f6b46', h * 0.12));
      break;
    case 'forest':
      parts.push(hill(h * 0.05, '#486f4d', h * 0.15));
      for (let i = 0; i < 9; i++) {
        const tx = x + (w / 9) * i + w / 18;
        parts.push(
          `<path d="M${tx} ${ground - h * (0.28 + (i % 3) * 0.05)} L ${tx - w * 0.045} ${ground + h * 0.05} L ${tx + w * 0.045} ${ground + h * 0.05} Z" fill="#2e5a3a"/>`,
        );
      }
      parts.push(
        `<rect x="${x}" y="${ground + h * 0.05}" width="${w}" height="${y + h - ground - h * 0.05}" fill="#35603f"/>`,
      );
      break;
    case 'garden':
      parts.push(hill(h * 0.02, '#6f9a5c', h * 0.08));
      parts.push(`<rect x="${x}" y="${ground}" width="${w}" height="${y + h - ground}" fill="#4f7f43"/>`);
      for (let i = 0; i < 5; i++)
        parts.push(
          `<ellipse cx="${x + w * (0.12 + i * 0.19)}" cy="${ground + h * 0.08}" rx="${w * 0.07}" ry="${h * 0.05}" fill="#8a8f86"/>`,
        );
      parts.push(
        `<path d="M${x + w * 0.15} ${ground} C ${x + w * 0.1} ${ground - h * 0.35} ${x + w * 0.35} ${ground - h * 0.4} ${x + w * 0.3} ${ground} Z" fill="#b8324a" opacity="0.85"/>`,
      );
      break;
    case 'tower':
      parts.push(hill(0, '#4d6b58', h * 0.22));
      parts.push(
        `<rect x="${x + w * 0.49}" y="${y + h * 0.2}" width="${w * 0.02}" height="${ground - y - h * 0.2 - h * 0.15}" fill="#e9e3da"/>`,
      );
      parts.push(
        `<ellipse cx="${x + w * 0.5}" cy="${y + h * 0.3}" rx="${w * 0.035}" ry="${h * 0.025}" fill="#d65a4a"/>`,
      );
      parts.push(cityRow(x, ground, w, h * 0.1, '#3b4660', 14));
      break;
    case 'courtyard':
      parts.push(
        `<rect x="${x}" y="${ground - h * 0.05}" width="${w}" height="${y + h - ground + h * 0.05}" fill="#c9b79a"/>`,
      );
      parts.push(
        `<path d="M${x} ${ground - h * 0.1} L ${x + w * 0.5} ${ground - h * 0.3} L ${x + w} ${ground - h * 0.1} Z" fill="#3a3a44"/>`,
      );
      parts.push(
        `<rect x="${x + w * 0.1}" y="${ground - h * 0.1}" width="${w * 0.8}" height="${h * 0.07}" fill="#8b5a3c"/>`,
      );
      break;
    case 'jungle':
      parts.push(hill(h * 0.12, '#4f7d45', h * 0.2));
      parts.push(hill(0, '#2f5f34', h * 0.1));
      for (let i = 0; i < 6; i++)
        parts.push(palm(x + w * (0.08 + i * 0.17), ground + h * 0.06, h * (0.34 + (i % 3) * 0.06)));
      parts.push(
        `<rect x="${x}" y="${ground + h * 0.06}" width="${w}" height="${y + h - ground - h * 0.06}" fill="#2a5230"/>`,
      );
      break;
    case 'rice-terraces':
      parts.push(hill(h * 0.1, '#5d8a4a', h * 0.16));
      for (let i = 0; i < 6; i++) {
        const top = ground - h * 0.06 + i * ((y + h - ground) / 6);
        parts.push(
          `<path d="M${x} ${top + h * 0.03} Q ${x + w * 0.5} ${top - h * 0.04} ${x + w} ${top + h * 0.02} V ${y + h} H ${x} Z" fill="${i % 2 ? '#8fbf5a' : '#a9d16b'}"/>`,
          `<path d="M${x} ${top + h * 0.03} Q ${x + w * 0.5} ${top - h * 0.04} ${x + w} ${top + h * 0.02}" fill="none" stroke="#6d8f3e" stroke-width="4"/>`,
        );
      }
      parts.push(palm(x + w * 0.12, ground, h * 0.4), palm(x + w * 0.88, ground - h * 0.02, h * 0.34));
      break;
    case 'city':
      parts.push(cityRow(x, ground + h * 0.05, w, h * 0.3, '#56607a', 9));
      parts.push(cityRow(x, ground + h * 0.12, w, h * 0.18, '#3d4660', 12));
      break;
  }
  return parts.join('');
}

/** A coconut palm standing at x on the ground line, `tall` high. */
function palm(x: number, ground: number, tall: number): string {
  const top = ground - tall;
  let out = `<path d="M${x} ${ground} Q ${x + tall * 0.08} ${ground - tall * 0.5} ${x + tall * 0.02} ${top}" fill="none" stroke="#6b5236" stroke-width="${Math.max(6, tall * 0.05)}" stroke-linecap="round"/>`;
  for (const [dx, dy] of [
    [-1, 0.25],
    [-0.7, -0.15],
    [0, -0.3],
    [0.7, -0.15],
    [1, 0.25],
  ] as const)
    out += `<path d="M${x + tall * 0.02} ${top} Q ${x + tall * (0.02 + dx * 0.25)} ${top + tall * (dy * 0.5 - 0.12)} ${x + tall * (0.02 + dx * 0.42)} ${top + tall * (dy * 0.5 + 0.08)}" fill="none" stroke="#2f6a35" stroke-width="${Math.max(5, tall * 0.06)}" stroke-linecap="round"/>`;
  return out;
}

function cityRow(x: number, base: number, w: number, tall: number, colour: string, count: number): string {
  const width = w / count;
  let out = '';
  for (let i = 0; i < count; i++) {
    const height = tall * (0.45 + ((i * 37) % 11) / 20);
    out += `<rect x="${x + i * width}" y="${base - height}" width="${width * 0.92}" height="${height}" fill="${colour}"/>`;
    for (let row = 0; row < 4; row++)
      out += `<rect x="${x + i * width + width * 0.3}" y="${base - height + 10 + row * (height / 5)}" width="${width * 0.25}" height="${Math.max(4, height / 12)}" fill="#f5d98a" opacity="0.55"/>`;
  }
  return out + `<rect x="${x}" y="${base}" width="${w}" height="${tall}" fill="${colour}"/>`;
}

function floorShapes(floor: FloorKind, top: number): string {
  const fills: Record<FloorKind, string> = { wood: '#9b6b43', tatami: '#c9c07e', carpet: '#7d6f68', ondol: '#c89b5e' };
  let out = `<rect x="0" y="${top}" width="${W}" height="${H - top}" fill="${fills[floor]}"/>`;
  if (floor === 'wood')
    for (let i = 0; i < 12; i++)
      out += `<line x1="0" y1="${top + i * 28}" x2="${W}" y2="${top + i * 28}" stroke="#7f5535" stroke-width="3"/>`;
  if (floor === 'tatami') {
    for (let i = 0; i <= 4; i++)
      out += `<line x1="${(W / 4) * i}" y1="${top}" x2="${(W / 4) * i + (i - 2) * 160}" y2="${H}" stroke="#5a4a2a" stroke-width="6"/>`;
    out += `<line x1="0" y1="${top + 120}" x2="${W}" y2="${top + 120}" stroke="#5a4a2a" stroke-width="6"/>`;
  }
  if (floor === 'ondol')
    out += `<rect x="0" y="${top}" width="${W}" height="${H - top}" fill="#e8c37f" opacity="0.25"/>`;
  return out;
}

function bedShapes(bed: BedKind, accent: string): string {
  const pillow = (x: number, y: number, w = 150) =>
    `<rect x="${x}" y="${y}" width="${w}" height="60" rx="24" fill="#fbfbf7" stroke="#d9d6cc" stroke-width="3"/>`;
  const frame = (x: number, w: number) =>
    `<rect x="${x}" y="640" width="${w}" height="260" rx="16" fill="#f4f1ea" stroke="#cfc9bb" stroke-width="4"/>` +
    `<rect x="${x}" y="760" width="${w}" height="140" rx="12" fill="${accent}" opacity="0.85"/>` +
    `<rect x="${x - 10}" y="560" width="${w + 20}" height="110" rx="14" fill="#6b4a33"/>`;
  switch (bed) {
    case 'twin':
      return (
        frame(330, 380) +
        pillow(445, 655) +
        frame(890, 380) +
        pillow(1005, 655) +
        `<rect x="740" y="700" width="120" height="150" fill="#6b4a33"/><circle cx="800" cy="660" r="38" fill="#ffe3a6"/>`
      );
    case 'double':
      return frame(520, 560) + pillow(575, 655, 200) + pillow(825, 655, 200);
    case 'king':
      return frame(440, 720) + pillow(500, 655, 200) + pillow(720, 655, 200) + pillow(940, 655, 160);
    case 'family':
      return (
        frame(140, 520) +
        pillow(190, 655, 200) +
        pillow(430, 655, 180) +
        frame(760, 300) +
        pillow(835, 655) +
        frame(1120, 300) +
        pillow(1195, 655)
      );
    case 'futon':
    case 'ondol': {
      let out = '';
      const count = bed === 'futon' ? 3 : 2;
      for (let i = 0; i < count; i++) {
        const x = 250 + i * 400;
        out += `<path d="M${x} 820 L ${x + 320} 820 L ${x + 380} 1000 L ${x - 60} 1000 Z" fill="#fbfbf7" stroke="#d8d2c2" stroke-width="4"/>`;
        out += `<path d="M${x + 10} 880 L ${x + 310} 880 L ${x + 360} 1000 L ${x - 40} 1000 Z" fill="${accent}" opacity="0.8"/>`;
        out += `<rect x="${x + 90}" y="830" width="140" height="36" rx="14" fill="#eee7d5"/>`;
      }
      return out + `<rect x="620" y="720" width="360" height="70" rx="8" fill="#5b3a24"/>`;
    }
  }
}

function roomScene(scene: Extract<DemoScene, { kind: 'room' }>): string {
  const floorTop = 760;
  const windowBox = { x: 360, y: 120, w: 880, h: 420 };
  const shoji = scene.floor === 'tatami' || scene.floor === 'ondol';
  let out = `<rect width="${W}" height="${H}" fill="${scene.wall}"/>`;
  out += `<rect x="0" y="0" width="${W}" height="60" fill="#000" opacity="0.08"/>`;
  out += viewShapes(scene.view, scene.hour, windowBox.x, windowBox.y, windowBox.w, windowBox.h, 'room');
  // Frame and mullions: a lattice for a Japanese or Korean room.
  out += `<rect x="${windowBox.x}" y="${windowBox.y}" width="${windowBox.w}" height="${windowBox.h}" fill="none" stroke="${shoji ? '#4a3320' : '#e8e6e1'}" stroke-width="22"/>`;
  const bars = shoji ? 6 : 2;
  for (let i = 1; i < bars; i++)
    out += `<line x1="${windowBox.x + (windowBox.w / bars) * i}" y1="${windowBox.y}" x2="${windowBox.x + (windowBox.w / bars) * i}" y2="${windowBox.y + windowBox.h}" stroke="${shoji ? '#4a3320' : '#e8e6e1'}" stroke-width="${shoji ? 8 : 14}"/>`;
  if (!shoji) {
    out += `<path d="M${windowBox.x - 90} 90 Q ${windowBox.x - 20} 340 ${windowBox.x - 70} 720 L ${windowBox.x - 170} 720 Q ${windowBox.x - 130} 340 ${windowBox.x - 170} 90 Z" fill="${scene.accent}" opacity="0.7"/>`;
    out += `<path d="M${windowBox.x + windowBox.w + 90} 90 Q ${windowBox.x + windowBox.w + 20} 340 ${windowBox.x + windowBox.w + 70} 720 L ${windowBox.x + windowBox.w + 170} 720 Q ${windowBox.x + windowBox.w + 130} 340 ${windowBox.x + windowBox.w + 170} 90 Z" fill="${scene.accent}" opacity="0.7"/>`;
  } else {
    out += `<rect x="60" y="140" width="220" height="560" fill="#f6f0e0" stroke="#4a3320" stroke-width="8"/>`;
    out += `<rect x="130" y="260" width="80" height="240" fill="${scene.accent}" opacity="0.6"/>`;
  }
  out += floorShapes(scene.floor, floorTop);
  out += `<rect x="0" y="${floorTop - 12}" width="${W}" height="12" fill="#000" opacity="0.15"/>`;
  out += bedShapes(scene.bed, scene.accent);
  if (scene.sofa)
    out += `<rect x="1290" y="760" width="260" height="150" rx="30" fill="${scene.accent}"/><rect x="1290" y="700" width="260" height="90" rx="30" fill="${scene.accent}" opacity="0.8"/>`;
  if (!shoji)
    out += `<rect x="1330" y="520" width="18" height="240" fill="#3d3d3d"/><path d="M1280 520 L 1400 520 L 1370 440 L 1310 440 Z" fill="#fff1c9"/>`;
  // Light from the window across the floor.
  out += `<path d="M${windowBox.x} ${H} L ${windowBox.x + 120} ${floorTop} L ${windowBox.x + windowBox.w - 120} ${floorTop} L ${windowBox.x + windowBox.w} ${H} Z" fill="#fff" opacity="${scene.hour === 'day' ? 0.08 : 0.04}"/>`;
  return out;
}

function bathScene(scene: Extract<DemoScene, { kind: 'bath' }>): string {
  const openAir = scene.bath === 'open-air';
  let out = `<rect width="${W}" height="${H}" fill="${scene.wall}"/>`;
  if (scene.bath === 'plunge-pool') {
    // A private plunge pool on a wooden deck, the view beyond it; a day bed in the hotel's colour.
    out += viewShapes(scene.view, 'day', 0, 0, W, 680, 'bath');
    out += `<rect x="0" y="620" width="${W}" height="${H - 620}" fill="#a57a4f"/>`;
    for (let i = 1; i < 10; i++)
      out += `<line x1="0" y1="${620 + i * 46}" x2="${W}" y2="${620 + i * 46}" stroke="#86603c" stroke-width="3"/>`;
    out += `<path d="M260 700 L 1340 700 L 1460 980 L 140 980 Z" fill="#3fa7b8"/><path d="M300 720 L 1300 720 L 1400 950 L 200 950 Z" fill="#7fd0dc" opacity="0.6"/>`;
    out += `<rect x="1120" y="600" width="360" height="70" rx="16" fill="${scene.accent}"/><rect x="1120" y="660" width="360" height="24" fill="#6b4a33"/>`;
    return out;
  }
  if (openAir) {
    out += viewShapes(scene.view, 'dusk', 0, 0, W, 700, 'bath');
    out += `<rect x="0" y="640" width="${W}" height="${H - 640}" fill="#5e6163"/>`;
    for (let i = 0; i < 14; i++)
      out += `<ellipse cx="${60 + i * 115}" cy="${660 + (i % 2) * 18}" rx="70" ry="34" fill="#7b7f80" stroke="#4b4e50" stroke-width="4"/>`;
    out += `<ellipse cx="800" cy="880" rx="640" ry="150" fill="#6fb3c4"/><ellipse cx="800" cy="870" rx="560" ry="110" fill="#9fd3de" opacity="0.7"/>`;
  } else {
    for (let row = 0; row < 8; row++)
      for (let col = 0; col < 12; col++)
        out += `<rect x="${col * 134 + 2}" y="${row * 100 + 2}" width="130" height="96" fill="#fff" opacity="${0.06 + ((row + col) % 3) * 0.03}"/>`;
    out += viewShapes(scene.view, 'day', 980, 140, 460, 300, 'bath');
    out += `<rect x="980" y="140" width="460" height="300" fill="none" stroke="#e8e6e1" stroke-width="18"/>`;
    out += `<rect x="0" y="820" width="${W}" height="${H - 820}" fill="#b9b4ac"/>`;
    if (scene.bath === 'shower') {
      out += `<rect x="220" y="120" width="520" height="780" fill="#dfeff3" opacity="0.55" stroke="#9fb4ba" stroke-width="8"/>`;
      out += `<circle cx="480" cy="200" r="60" fill="#9aa3a8"/>`;
      for (let i = 0; i < 12; i++)
        out += `<line x1="${440 + (i % 4) * 25}" y1="${270 + i * 10}" x2="${420 + (i % 4) * 30}" y2="${520 + i * 25}" stroke="#8fc7d6" stroke-width="4" opacity="0.7"/>`;
    } else {
      const wood = scene.bath === 'hinoki';
      out += `<rect x="160" y="560" width="900" height="360" rx="${wood ? 12 : 160}" fill="${wood ? '#d8b27a' : '#fbfbf9'}" stroke="${wood ? '#a47b45' : '#d6d3cc'}" stroke-width="10"/>`;
      if (wood)
        for (let i = 1; i < 8; i++)
          out += `<line x1="${160 + i * 112}" y1="560" x2="${160 + i * 112}" y2="920" stroke="#b68c52" stroke-width="5"/>`;
      out += `<ellipse cx="610" cy="600" rx="400" ry="40" fill="#9fd3de"/>`;
    }
    out += `<rect x="1180" y="620" width="300" height="200" rx="12" fill="${scene.accent}"/><rect x="1220" y="560" width="220" height="60" rx="10" fill="#fbfbf7"/>`;
  }
  // Steam.
  for (let i = 0; i < 4; i++)
    out += `<path d="M${500 + i * 180} ${openAir ? 760 : 540} c -40 -60 40 -100 0 -160 c -40 -60 40 -100 0 -150" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" opacity="0.35"/>`;
  return out;
}

function frontScene(scene: Extract<DemoScene, { kind: 'front' }>): string {
  const around: ViewKind = scene.style === 'ryokan' ? 'mountains' : scene.style === 'villa' ? 'jungle' : 'city';
  let out = viewShapes(around, scene.hour, 0, 0, W, 760, 'front');
  const lit = '#ffd38a';
  if (scene.style === 'villa') {
    // A villa of stone and teak under a high thatched roof, a pool in front, torches either side.
    out += `<rect x="0" y="740" width="${W}" height="${H - 740}" fill="#9a8f7e"/>`;
    out += `<path d="M300 520 L 800 200 L 1300 520 Z" fill="#b58a4c"/><path d="M300 520 L 800 200 L 1300 520" fill="none" stroke="#8a6532" stroke-width="14"/>`;
    for (let i = 1; i < 8; i++)
      out += `<line x1="${800 - i * 62}" y1="${200 + i * 40}" x2="${800 + i * 62}" y2="${200 + i * 40}" stroke="#9b7440" stroke-width="5"/>`;
    out += `<rect x="380" y="520" width="840" height="300" fill="#d9cbb0"/>`;
    for (let i = 0; i < 5; i++)
      out += `<rect x="${420 + i * 170}" y="570" width="110" height="210" fill="${lit}" opacity="0.8" stroke="#6b4a33" stroke-width="10"/>`;
    out += `<rect x="200" y="860" width="1200" height="120" fill="#3fa7b8"/><rect x="200" y="860" width="1200" height="24" fill="#7fd0dc" opacity="0.7"/>`;
    for (const x of [250, 1350])
      out += `<rect x="${x - 8}" y="640" width="16" height="200" fill="#4a3320"/><path d="M${x} 600 q -26 30 0 46 q 26 -16 0 -46" fill="#f6a13a"/>`;
    out += `<rect x="700" y="820" width="200" height="40" fill="#7f7565"/><rect x="720" y="600" width="160" height="220" fill="#4a3320"/><rect x="712" y="590" width="176" height="24" fill="${scene.accent}"/>`;
    return out;
  }
  if (scene.style === 'ryokan') {
    out += `<rect x="0" y="820" width="${W}" height="${H - 820}" fill="#5a5046"/>`;
    out += `<path d="M220 420 L 800 250 L 1380 420 Z" fill="#3b3530"/><rect x="280" y="420" width="1040" height="400" fill="#8a6a48"/>`;
    out += `<path d="M180 560 L 800 470 L 1420 560 Z" fill="#3b3530"/>`;
    for (let i = 0; i < 7; i++)
      out += `<rect x="${320 + i * 140}" y="600" width="110" height="180" fill="${lit}" opacity="0.85"/><line x1="${375 + i * 140}" y1="600" x2="${375 + i * 140}" y2="780" stroke="#4a3320" stroke-width="5"/>`;
  } else if (scene.style === 'hanok') {
    out += `<rect x="0" y="820" width="${W}" height="${H - 820}" fill="#8d8b86"/>`;
    out += `<path d="M120 470 Q 800 360 1480 470 L 1420 520 Q 800 430 180 520 Z" fill="#2f3238"/><rect x="250" y="520" width="1100" height="300" fill="#efe6d2"/>`;
    for (let i = 0; i < 6; i++)
      out += `<rect x="${300 + i * 175}" y="570" width="120" height="200" fill="${lit}" opacity="0.8" stroke="#5b3a24" stroke-width="10"/>`;
    out += `<rect x="230" y="800" width="1140" height="30" fill="#a79a86"/>`;
  } else {
    out += `<rect x="0" y="860" width="${W}" height="${H - 860}" fill="#6d625a"/>`;
    out += `<path d="M200 380 L 800 260 L 1400 380 Z" fill="#2e2a28"/><rect x="260" y="380" width="1080" height="480" fill="#6e4a33"/>`;
    for (let i = 0; i < 6; i++)
      for (let j = 0; j < 2; j++)
        out +=
          `<rect x="${310 + i * 170}" y="${430 + j * 200}" width="120" height="150" fill="${lit}" opacity="0.75"/>` +
          `<path d="M${310 + i * 170} ${430 + j * 200} h120 M${310 + i * 170} ${470 + j * 200} h120 M${310 + i * 170} ${510 + j * 200} h120 M${310 + i * 170} ${550 + j * 200} h120" stroke="#3b2616" stroke-width="6"/>`;
  }
  // Noren curtain in the hotel's colour over the door, and two lanterns.
  out += `<rect x="700" y="640" width="200" height="220" fill="#2a1d14"/><rect x="690" y="630" width="220" height="90" fill="${scene.accent}"/>`;
  out += `<line x1="763" y1="630" x2="763" y2="720" stroke="#fff" stroke-width="4"/><line x1="836" y1="630" x2="836" y2="720" stroke="#fff" stroke-width="4"/>`;
  for (const x of [600, 1000])
    out += `<line x1="${x}" y1="600" x2="${x}" y2="640" stroke="#222" stroke-width="4"/><ellipse cx="${x}" cy="680" rx="34" ry="46" fill="#f6c56a"/><ellipse cx="${x}" cy="680" rx="34" ry="46" fill="#fff" opacity="0.25"/>`;
  return out;
}

function viewScene(scene: Extract<DemoScene, { kind: 'view' }>): string {
  let out = viewShapes(scene.view, scene.hour, 0, 0, W, H, 'view');
  // A balcony rail and the edge of the window in the foreground.
  out += `<rect x="0" y="${H - 200}" width="${W}" height="18" fill="#3a3a3a"/>`;
  for (let i = 0; i < 20; i++) out += `<rect x="${i * 84}" y="${H - 200}" width="10" height="200" fill="#3a3a3a"/>`;
  out += `<rect x="0" y="0" width="60" height="${H}" fill="${scene.wall}"/><rect x="${W - 60}" y="0" width="60" height="${H}" fill="${scene.wall}"/>`;
  return out;
}

/** The scene as an SVG document of SCENE_WIDTH x SCENE_HEIGHT. */
export function sceneSvg(scene: DemoScene): string {
  const body =
    scene.kind === 'room'
      ? roomScene(scene)
      : scene.kind === 'bath'
        ? bathScene(scene)
        : scene.kind === 'front'
          ? frontScene(scene)
          : viewScene(scene);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}
