/**
 * A small drawn room in a style's palette (the styles enum carries names, not pictures), used by
 * the style picker, the preferences and the quiz.
 */
const PALETTES: Record<string, [wall: string, floor: string, sofa: string, accent: string]> = {
  scandinavian: ['#f4f1ec', '#d8c7ab', '#c9d3d6', '#e8b86b'],
  'mid-century modern': ['#f2e6d0', '#a86f3e', '#d9822b', '#2f6f73'],
  bohemian: ['#f3dcc3', '#b7774a', '#b5523b', '#e3a72f'],
  industrial: ['#c8c4bd', '#5b544c', '#3f4447', '#b5651d'],
  farmhouse: ['#f7f3ea', '#b08b62', '#e7e0d2', '#5b7b5a'],
  coastal: ['#eaf4f6', '#e2d3b5', '#7fb2c9', '#f0e6d2'],
  japandi: ['#ece6db', '#c2a987', '#8b8378', '#3d3a35'],
  'art deco': ['#1f2f3f', '#c9a227', '#1b6b5b', '#e8c766'],
  traditional: ['#efe3cf', '#7a4e2d', '#8c2f39', '#c9a227'],
  contemporary: ['#f0f0ee', '#bdb6ab', '#4a4f55', '#d35f3f'],
  minimalist: ['#fafafa', '#e4e0d9', '#d7d3cc', '#1f2a30'],
  transitional: ['#eeeae3', '#b9a88f', '#a9a39a', '#4f6d7a'],
  rustic: ['#e6d5bd', '#7b5330', '#9c6b43', '#4e6b3a'],
  eclectic: ['#f4e1d2', '#8e6b4f', '#3f7f8c', '#d9534f'],
  glam: ['#f3e8ea', '#d8c3a5', '#c8a2c8', '#c9a227'],
  mediterranean: ['#f6ecd9', '#c6764a', '#2e6db4', '#e2b04a'],
};

function paletteFor(name: string, id: number): [string, string, string, string] {
  const known = PALETTES[name.trim().toLowerCase()];
  if (known) return known;
  const hue = (id * 47) % 360;
  return [`hsl(${hue} 35% 94%)`, `hsl(${(hue + 30) % 360} 30% 70%)`, `hsl(${hue} 40% 45%)`, `hsl(${(hue + 180) % 360} 50% 55%)`];
}

export function StyleTile({ name, id, className }: { name: string; id: number; className?: string }) {
  const [wall, floor, sofa, accent] = paletteFor(name, id);
  return (
    <svg className={className} viewBox="0 0 160 110" aria-hidden focusable={false} preserveAspectRatio="xMidYMid slice">
      <rect width="160" height="110" fill={wall} />
      <rect y="82" width="160" height="28" fill={floor} />
      <rect x="104" y="18" width="38" height="30" rx="2" fill="#fff" stroke={accent} strokeWidth="3" />
      <rect x="18" y="56" width="76" height="22" rx="7" fill={sofa} />
      <rect x="14" y="66" width="84" height="18" rx="6" fill={sofa} opacity="0.85" />
      <rect x="26" y="50" width="18" height="12" rx="4" fill={accent} />
      <ellipse cx="122" cy="88" rx="18" ry="4" fill="#000" opacity="0.12" />
      <rect x="112" y="70" width="20" height="14" rx="2" fill={accent} opacity="0.9" />
      <path d="M146 82V52q0-6 4-6" stroke="#3b4a4f" strokeWidth="2" fill="none" />
    </svg>
  );
}
