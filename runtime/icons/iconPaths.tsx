/**
 * The project's icon set, drawn for this site on a 24×24 grid: 2px round strokes in `currentColor`
 * (set on the `<svg>` by `Icon`), so every icon takes the colour of the text around it. Brand marks
 * are simplified outlines, not the brands' official artwork.
 *
 * The keys are the icon names: `IconName` is derived from them, so a name that is not drawn here is a
 * compile error where code names an icon, and `ContentIcon` reports it for names coming from content.
 */
import type { ReactElement } from 'react';

export const ICON_PATHS = {
  Battery: (
    <>
      <rect x="2" y="7" width="17" height="10" rx="2" />
      <path d="M21.5 10.5v3M6 10.5v3M9.5 10.5v3M13 10.5v3" />
    </>
  ),
  Car: (
    <>
      <path d="M5 16H3v-4l2.2-4.4A1 1 0 0 1 6.1 7h9.4a1 1 0 0 1 .8.4L19.5 11h.5a2 2 0 0 1 2 2v3h-3M9 16h6M4.5 11h15" />
      <circle cx="7" cy="16" r="2" />
      <circle cx="17" cy="16" r="2" />
    </>
  ),
  Calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>
  ),
  Phone: (
    <>
      <rect x="6" y="2" width="12" height="20" rx="2" />
      <path d="M11 18h2" />
    </>
  ),
  Pin: (
    <>
      <path d="M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z" />
      <circle cx="12" cy="10" r="2.5" />
    </>
  ),
  Star: <path d="M12 3.1l2.4 6.3 6.6.3-5.2 4.1 1.8 6.5-5.6-3.7-5.6 3.7 1.8-6.5L3 9.7l6.6-.3z" />,
  Tire: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="4.5" />
      <path d="M12 3v3M12 18v3M3 12h3M18 12h3" />
    </>
  ),
  Truck: (
    <>
      <path d="M14 16V6H3a1 1 0 0 0-1 1v9h2M14 9h4.2a1 1 0 0 1 .8.4l2.8 3.7a1 1 0 0 1 .2.6V16h-3M8 16h7" />
      <circle cx="6" cy="16" r="2" />
      <circle cx="17" cy="16" r="2" />
    </>
  ),
  Van: (
    <>
      <path d="M4 16H3a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h12.6a1 1 0 0 1 .7.3l5.4 4.7a1 1 0 0 1 .3.7V15a1 1 0 0 1-1 1h-2M8 16h7M16 6.5V11h5.5" />
      <circle cx="6" cy="16" r="2" />
      <circle cx="17" cy="16" r="2" />
    </>
  ),
  Electric: <path d="M13 2 4 14h7l-1 8 9-12h-7z" />,
  Fuel: (
    <>
      <path d="M4 21V5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v16M3 21h12M4 10h10" />
      <path d="M14 9h2a2 2 0 0 1 2 2v5a1.5 1.5 0 0 0 3 0V8l-3-3" />
    </>
  ),
  Gearbox: (
    <>
      <circle cx="5" cy="5" r="2" />
      <circle cx="12" cy="5" r="2" />
      <circle cx="19" cy="5" r="2" />
      <circle cx="5" cy="19" r="2" />
      <circle cx="12" cy="19" r="2" />
      <path d="M5 7v10M12 7v10M19 7v5H5" />
    </>
  ),
  Speedometer: (
    <>
      <path d="M5.6 19.4a9 9 0 1 1 12.8 0" />
      <circle cx="12" cy="13" r="1.5" />
      <path d="M13.1 11.9 16.5 8.5" />
    </>
  ),
  Wrench: (
    <path d="M17.2 3.8 16.5 7.5l3.7-.7a5 5 0 0 1-7 6.1l-7.1 7.2a1.5 1.5 0 0 1-2.2-2.2l7.2-7.1a5 5 0 0 1 6.1-7z" />
  ),
  Key: (
    <>
      <circle cx="8" cy="15" r="4" />
      <path d="M10.8 12.2 20 3M17 6l2.5 2.5M14.5 8.5l2 2" />
    </>
  ),
  Shield: (
    <>
      <path d="M12 3 4 6v6c0 4.5 3.4 8 8 9.5 4.6-1.5 8-5 8-9.5V6z" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
  Heart: <path d="M12 20s-8-4.6-8-10.5a4.5 4.5 0 0 1 8-2.7 4.5 4.5 0 0 1 8 2.7C20 15.4 12 20 12 20z" />,
  Search: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </>
  ),
  Menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  Close: <path d="M6 6l12 12M18 6 6 18" />,
  ChevronDown: <path d="m6 9 6 6 6-6" />,
  ChevronUp: <path d="m6 15 6-6 6 6" />,
  ChevronLeft: <path d="m15 6-6 6 6 6" />,
  ChevronRight: <path d="m9 6 6 6-6 6" />,
  ArrowUp: <path d="M12 20V4M6 10l6-6 6 6" />,
  ArrowDown: <path d="M12 4v16M6 14l6 6 6-6" />,
  ArrowLeft: <path d="M20 12H4M10 6l-6 6 6 6" />,
  ArrowRight: <path d="M4 12h16M14 6l6 6-6 6" />,
  Play: <path d="M7 4v16l13-8z" />,
  Pause: (
    <>
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </>
  ),
  VolumeOn: (
    <>
      <path d="M4 9h3.5L12 5v14l-4.5-4H4z" />
      <path d="M15.5 9a4 4 0 0 1 0 6M18.5 6a8 8 0 0 1 0 12" />
    </>
  ),
  VolumeOff: (
    <>
      <path d="M4 9h3.5L12 5v14l-4.5-4H4z" />
      <path d="m16 9.5 5 5M21 9.5l-5 5" />
    </>
  ),
  Copy: (
    <>
      <rect x="8" y="8" width="12" height="12" rx="2" />
      <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
    </>
  ),
  Check: <path d="m4.5 12.5 5 5 10-10.5" />,
  Info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 8h.01" />
    </>
  ),
  Warning: (
    <>
      <path d="M12 3.5 2.5 20h19z" />
      <path d="M12 10v4M12 17h.01" />
    </>
  ),
  Mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </>
  ),
  Clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.5 2" />
    </>
  ),
  User: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20.5c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5" />
    </>
  ),
  Globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <ellipse cx="12" cy="12" rx="4" ry="9" />
      <path d="M3 12h18" />
    </>
  ),
  Facebook: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <path d="M15.5 7.5H14a2 2 0 0 0-2 2V21M9 13h6" />
    </>
  ),
  Instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.3 6.7h.01" />
    </>
  ),
  LinkedIn: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5V16M8 7.5h.01M12 16v-5.5M12 13a2.5 2.5 0 0 1 5 0v3" />
    </>
  ),
  YouTube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="M10 9v6l5-3z" />
    </>
  ),
  X: <path d="M4 4h4l12 16h-4zM19.5 4l-6.3 6.9M10.8 13.1 4.5 20" />,
  WhatsApp: (
    <>
      <path d="M3.5 20.5l1.1-4.2A8.5 8.5 0 1 1 8 19.5z" />
      <path d="M9 9c0 3.3 2.7 6 6 6" />
    </>
  ),
  TikTok: <path d="M14 3v12a4 4 0 1 1-4-4M14 3c.5 2.5 2.5 4.5 5 5" />,
  ExternalLink: <path d="M14 4h6v6M20 4l-9 9M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4" />,
  Download: <path d="M12 4v11M7 10l5 5 5-5M4 20h16" />,
  Filter: <path d="M3 5h18l-7 8.5V19l-4 2v-7.5z" />,
  Cart: (
    <>
      <path d="M2.5 3.5h2.6l2.3 11.1a1.5 1.5 0 0 0 1.5 1.2h8.9a1.5 1.5 0 0 0 1.5-1.2L20.5 7.5H6" />
      <circle cx="9.5" cy="19.5" r="1.5" />
      <circle cx="17" cy="19.5" r="1.5" />
    </>
  ),
  Compare: <path d="M4 8h15M15 4l4 4-4 4M20 16H5M9 12l-4 4 4 4" />,
  Home: <path d="M3 11 12 3.5l9 7.5M5.5 9v11h13V9M10 20v-5h4v5" />,
  Share: (
    <>
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="m8.2 10.7 7.6-4.4M8.2 13.3l7.6 4.4" />
    </>
  ),
  Leaf: (
    <>
      <path d="M5 19C5 10 10 5 20 4c-1 10-6 15-15 15z" />
      <path d="m5 19 8-8" />
    </>
  ),
} satisfies Record<string, ReactElement>;
