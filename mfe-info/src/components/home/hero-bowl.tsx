import type { SVGProps } from 'react';

/**
 * The landing hero's bowl, drawn inline: it is painted in the same frame as the hero's text. As an `<img>` (even a
 * data: URL decoded `sync`) a slowed phone drew the text first and the picture one or more frames later: the picture
 * is an SVG document of its own that the browser loads apart from the page (real trace at CPU ×6: 540 ms later).
 */
export function HeroBowl({ title, ...props }: SVGProps<SVGSVGElement> & { title: string }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 560 480" role="img" aria-label={title} {...props}>
      <circle cx="280" cy="240" r="230" fill="#fde9c9" />
      <circle cx="110" cy="90" r="26" fill="#bbf7d0" />
      <circle cx="470" cy="400" r="34" fill="#fed7aa" />
      <ellipse cx="286" cy="256" rx="196" ry="192" fill="#d6d3d1" opacity=".5" />
      <circle cx="280" cy="244" r="192" fill="#fff" />
      <circle cx="280" cy="244" r="170" fill="#f5f5f4" />
      <path d="M280 74a170 170 0 0 0-147 85l147 85z" fill="#fffbeb" />
      <g fill="#fef3c7">
        <circle cx="220" cy="140" r="7" />
        <circle cx="246" cy="124" r="7" />
        <circle cx="200" cy="170" r="7" />
        <circle cx="240" cy="160" r="7" />
        <circle cx="264" cy="148" r="7" />
        <circle cx="224" cy="192" r="7" />
        <circle cx="262" cy="186" r="7" />
      </g>
      <path d="M427 159a170 170 0 0 0-147-85v170z" fill="#166534" />
      <g fill="#22c55e">
        <path d="M300 100q30-10 48 14-30 6-48-14z" />
        <path d="M320 140q34-6 50 22-32 2-50-22z" />
        <path d="M300 180q30-4 44 22-30 0-44-22z" />
        <path d="M370 110q26 0 36 26-28-4-36-26z" />
        <path d="M380 170q24 4 30 30-26-8-30-30z" />
      </g>
      <path d="M427 329a170 170 0 0 0 0-170l-147 85z" fill="#fff7ed" />
      <g fill="#c2410c">
        <rect x="330" y="200" width="58" height="26" rx="12" transform="rotate(-12 359 213)" />
        <rect x="340" y="240" width="62" height="26" rx="12" transform="rotate(8 371 253)" />
        <rect x="320" y="280" width="56" height="24" rx="12" transform="rotate(-6 348 292)" />
      </g>
      <g fill="#92400e" opacity=".55">
        <rect x="340" y="208" width="38" height="4" rx="2" transform="rotate(-12 359 213)" />
        <rect x="350" y="250" width="40" height="4" rx="2" transform="rotate(8 371 253)" />
        <rect x="330" y="288" width="36" height="4" rx="2" transform="rotate(-6 348 292)" />
      </g>
      <path d="M280 414a170 170 0 0 0 147-85l-147-85z" fill="#65a30d" />
      <g fill="#a3e635">
        <ellipse cx="320" cy="350" rx="34" ry="22" />
        <ellipse cx="360" cy="320" rx="30" ry="20" />
      </g>
      <g fill="#fef9c3">
        <ellipse cx="320" cy="350" rx="12" ry="8" />
        <ellipse cx="360" cy="320" rx="10" ry="7" />
      </g>
      <path d="M133 329a170 170 0 0 0 147 85V244z" fill="#fef2f2" />
      <g fill="#dc2626">
        <circle cx="200" cy="330" r="20" />
        <circle cx="240" cy="370" r="20" />
        <circle cx="250" cy="310" r="18" />
      </g>
      <g fill="#fca5a5">
        <circle cx="194" cy="324" r="6" />
        <circle cx="234" cy="364" r="6" />
        <circle cx="245" cy="305" r="5" />
      </g>
      <path d="M133 159a170 170 0 0 0 0 170l147-85z" fill="#fde68a" />
      <g fill="#f59e0b">
        <circle cx="160" cy="230" r="10" />
        <circle cx="186" cy="260" r="10" />
        <circle cx="168" cy="286" r="9" />
        <circle cx="200" cy="222" r="9" />
        <circle cx="210" cy="262" r="8" />
      </g>
      <circle cx="280" cy="244" r="38" fill="#fff" />
      <circle cx="280" cy="244" r="30" fill="#facc15" />
      <path d="M280 214v60M254 229l52 30M254 259l52-30" stroke="#fef08a" strokeWidth="4" />
      <g fill="#1c1917">
        <circle cx="300" cy="130" r="3" />
        <circle cx="330" cy="300" r="3" />
        <circle cx="220" cy="290" r="3" />
        <circle cx="360" cy="260" r="3" />
      </g>
    </svg>
  );
}
