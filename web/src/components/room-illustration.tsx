/** Inline interior scenes (no external images): a living room, a bedroom and a dining room. */
export type RoomKind = 'living' | 'bedroom' | 'dining';

export const ROOM_LABELS: Record<RoomKind, string> = {
  living: 'Scandinavian living room',
  bedroom: 'Calm beige bedroom',
  dining: 'Mid-century dining room',
};

export function RoomIllustration({ kind, className }: { kind: RoomKind; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 320 220" role="img" aria-label={ROOM_LABELS[kind]} preserveAspectRatio="xMidYMid slice">
      {kind === 'living' && <LivingRoom />}
      {kind === 'bedroom' && <Bedroom />}
      {kind === 'dining' && <DiningRoom />}
    </svg>
  );
}

function LivingRoom() {
  return (
    <>
      <rect width="320" height="220" fill="#f3ede3" />
      <rect y="168" width="320" height="52" fill="#d9c7a8" />
      <rect x="196" y="28" width="92" height="70" rx="4" fill="#fff" stroke="#c9b48f" strokeWidth="4" />
      <path d="M204 88l24-30 18 20 12-12 22 22z" fill="#9cc9bf" />
      <circle cx="264" cy="48" r="8" fill="#e8b86b" />
      <rect x="40" y="112" width="150" height="46" rx="12" fill="#0f766e" />
      <rect x="32" y="128" width="166" height="36" rx="10" fill="#115e59" />
      <rect x="54" y="98" width="40" height="26" rx="8" fill="#e8dcc8" />
      <rect x="138" y="98" width="40" height="26" rx="8" fill="#f1c27d" />
      <rect x="42" y="164" width="6" height="14" fill="#7a5a3a" />
      <rect x="182" y="164" width="6" height="14" fill="#7a5a3a" />
      <ellipse cx="240" cy="176" rx="34" ry="8" fill="#c8b393" />
      <rect x="222" y="150" width="36" height="22" rx="4" fill="#8a6a48" />
      <path d="M20 168V70q0-14 10-14" stroke="#3b4a4f" strokeWidth="3" fill="none" />
      <path d="M22 58h18l-6-16h-6z" fill="#e8b86b" />
      <rect x="280" y="126" width="20" height="42" rx="4" fill="#c0834f" />
      <path d="M290 126c-14-12-10-30 0-38 10 8 14 26 0 38z" fill="#2f7d5b" />
    </>
  );
}

function Bedroom() {
  return (
    <>
      <rect width="320" height="220" fill="#ece4d6" />
      <rect y="172" width="320" height="48" fill="#c9b08a" />
      <rect x="70" y="84" width="180" height="52" rx="10" fill="#b98e62" />
      <rect x="58" y="126" width="204" height="44" rx="8" fill="#f8f4ee" />
      <rect x="58" y="140" width="204" height="30" rx="6" fill="#0f766e" opacity=".85" />
      <rect x="86" y="108" width="56" height="24" rx="8" fill="#fff" />
      <rect x="178" y="108" width="56" height="24" rx="8" fill="#fff" />
      <rect x="14" y="130" width="36" height="40" rx="4" fill="#8a6a48" />
      <path d="M24 130l8-22 8 22z" fill="#f1d9a8" />
      <rect x="270" y="130" width="36" height="40" rx="4" fill="#8a6a48" />
      <circle cx="288" cy="120" r="10" fill="#2f7d5b" />
      <rect x="120" y="24" width="80" height="44" rx="3" fill="#fff" stroke="#b98e62" strokeWidth="3" />
      <path d="M126 62c20-30 44-30 68 0z" fill="#e2b98f" />
    </>
  );
}

function DiningRoom() {
  return (
    <>
      <rect width="320" height="220" fill="#f5efe6" />
      <rect y="176" width="320" height="44" fill="#a88661" />
      <path d="M160 0v40" stroke="#3b4a4f" strokeWidth="2" />
      <path d="M136 58a24 20 0 0 1 48 0z" fill="#0f766e" />
      <rect x="26" y="30" width="60" height="80" rx="3" fill="#fff" stroke="#c9b48f" strokeWidth="3" />
      <circle cx="56" cy="70" r="18" fill="#e8b86b" opacity=".8" />
      <rect x="84" y="120" width="152" height="12" rx="4" fill="#8a5a34" />
      <rect x="98" y="132" width="8" height="44" fill="#6f4a2c" />
      <rect x="214" y="132" width="8" height="44" fill="#6f4a2c" />
      <path d="M62 176v-40a10 10 0 0 1 10-10h14v50" stroke="#115e59" strokeWidth="6" fill="none" />
      <path d="M258 176v-40a10 10 0 0 0-10-10h-14v50" stroke="#115e59" strokeWidth="6" fill="none" />
      <ellipse cx="160" cy="114" rx="14" ry="6" fill="#fff" />
      <path d="M154 112c0-16 12-16 12 0" fill="#2f7d5b" />
      <rect x="250" y="40" width="46" height="60" rx="3" fill="#e8dcc8" stroke="#c9b48f" strokeWidth="3" />
    </>
  );
}
