// The shop's own pictures for empty and missing places: a spotlight on a dark stage, where something is missing.
// Drawn inline, so they come with the page's HTML and cost no request; decorative, as the words beside them say it all.
import { useId, type ReactNode } from 'react';
import './Illustrations.css';

const ACCENT = '#d4202c';
const STEEL = '#8d8d96';
const SHADOW = '#1b1b1f';
const PANEL = '#2a2a30';

/** The stage every picture stands on: a cone of light from above and its pool on the floor. */
function Spotlight({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <svg className="illustration" viewBox="0 0 240 180" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}beam`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff" stopOpacity="0.28" />
          <stop offset="1" stopColor="#fff" stopOpacity="0.04" />
        </linearGradient>
        <radialGradient id={`${id}pool`}>
          <stop offset="0" stopColor="#fff" stopOpacity="0.22" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <ellipse cx="120" cy="160" rx="112" ry="14" fill={SHADOW} />
      <path d="M104 0 L136 0 L196 160 L44 160 Z" fill={`url(#${id}beam)`} />
      <ellipse cx="120" cy="160" rx="78" ry="11" fill={`url(#${id}pool)`} />
      {children}
    </svg>
  );
}

/** The page that is not there: an empty stage, a microphone on its stand and an amplifier that reads 404. */
export function EmptyStageArt() {
  return (
    <Spotlight>
      <path
        d="M120 158 L120 70 M120 158 L100 162 M120 158 L140 162 M120 70 L150 52"
        stroke={STEEL}
        strokeWidth="4"
        strokeLinecap="round"
        fill="none"
      />
      <rect x="146" y="40" width="12" height="20" rx="6" transform="rotate(-30 152 50)" fill={PANEL} stroke={STEEL} strokeWidth="2" />
      <rect x="22" y="104" width="62" height="56" rx="4" fill={PANEL} stroke="#3a3a42" strokeWidth="2" />
      <rect x="28" y="120" width="50" height="34" rx="2" fill={SHADOW} />
      <text x="53" y="143" textAnchor="middle" fontSize="16" fontWeight="700" fill={ACCENT} fontFamily="Impact, 'Arial Black', sans-serif">
        404
      </text>
      {[34, 44, 54].map((x) => (
        <circle key={x} cx={x} cy="112" r="2.5" fill={STEEL} />
      ))}
      <path d="M84 150 C100 150 96 166 112 164 S132 156 118 150" stroke="#44444c" strokeWidth="2.5" fill="none" strokeLinecap="round" />
    </Spotlight>
  );
}

/** The product that is not there: a merch rail with one empty hanger and a tag with a question mark. */
export function EmptyHangerArt() {
  return (
    <Spotlight>
      <path d="M36 160 L44 44 L196 44 L204 160" stroke={STEEL} strokeWidth="4" strokeLinejoin="round" fill="none" />
      <path
        d="M120 44 q0 -10 8 -10 q8 0 8 8 q0 8 -16 14 L80 86 Q74 92 82 92 L158 92 Q166 92 160 86 L122 58"
        stroke="#c9c9d0"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M158 92 L170 118" stroke={STEEL} strokeWidth="1.5" />
      <path d="M160 116 L180 116 L184 144 L164 148 Z" fill={ACCENT} />
      <text x="173" y="139" textAnchor="middle" fontSize="18" fontWeight="700" fill="#fff" fontFamily="Impact, 'Arial Black', sans-serif">
        ?
      </text>
    </Spotlight>
  );
}

/** The cart with nothing in it: the shop's bag, standing open and empty. */
export function EmptyBagArt() {
  return (
    <Spotlight>
      <path d="M96 76 Q96 44 120 44 Q144 44 144 76" stroke={STEEL} strokeWidth="5" fill="none" strokeLinecap="round" />
      <path d="M74 72 L166 72 L176 160 L64 160 Z" fill={PANEL} stroke="#3a3a42" strokeWidth="2" strokeLinejoin="round" />
      <path d="M74 72 L166 72 L162 84 L78 84 Z" fill={SHADOW} />
      <path
        d="M106 104 L114 104 L120 116 L126 104 L134 104 L134 138 L127 138 L127 120 L120 134 L113 120 L113 138 L106 138 Z"
        fill={ACCENT}
      />
    </Spotlight>
  );
}

/** The list with nothing on it: a gig poster on its stand, blank but for a question mark. */
export function EmptyPosterArt() {
  return (
    <Spotlight>
      <path d="M120 158 L120 128 M104 162 L120 150 L136 162" stroke={STEEL} strokeWidth="4" strokeLinecap="round" fill="none" />
      <rect x="82" y="40" width="76" height="92" rx="3" fill={PANEL} stroke="#3a3a42" strokeWidth="2" />
      <rect x="90" y="50" width="60" height="8" rx="2" fill={ACCENT} />
      <path d="M92 118 L148 118 M92 124 L136 124" stroke="#44444c" strokeWidth="2.5" strokeLinecap="round" />
      <text x="120" y="104" textAnchor="middle" fontSize="30" fontWeight="700" fill={STEEL} fontFamily="Impact, 'Arial Black', sans-serif">
        ?
      </text>
    </Spotlight>
  );
}
