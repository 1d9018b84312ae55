/**
 * Icons as one inline SVG sprite: <IconSprite /> sits once in the document body and every
 * icon is a small <svg><use href="#icon-…"/></svg>. Pages repeat some icons dozens of times
 * (menu chevrons, feature ticks, WhatsApp buttons on catalogue cards), so each use costs
 * about 100 bytes instead of up to 900.
 */
type IconProps = { className?: string };

const ICONS = {
  whatsapp: (
    <symbol id="icon-whatsapp" viewBox="0 0 24 24" fill="currentColor">
      <path d="M12.04 2C6.58 2 2.13 6.45 2.13 11.91c0 1.75.46 3.45 1.32 4.95L2.05 22l5.25-1.38c1.45.79 3.08 1.21 4.74 1.21 5.46 0 9.91-4.45 9.91-9.91C21.95 6.45 17.5 2 12.04 2zm5.8 14.04c-.24.68-1.42 1.3-1.95 1.35-.5.05-.97.23-3.27-.68-2.77-1.09-4.52-3.93-4.66-4.11-.13-.18-1.1-1.47-1.1-2.8 0-1.33.7-1.99.95-2.26.24-.27.53-.34.71-.34h.51c.16 0 .38-.06.6.46.23.54.77 1.87.84 2 .07.14.11.29.02.47-.09.18-.14.29-.27.45-.14.16-.29.35-.41.47-.14.14-.28.28-.12.56.16.27.71 1.17 1.52 1.9 1.05.93 1.93 1.22 2.2 1.36.27.14.43.11.59-.07.16-.18.68-.79.86-1.06.18-.27.36-.23.61-.14.25.09 1.58.75 1.85.88.27.14.45.2.52.32.07.11.07.66-.17 1.34z" />
    </symbol>
  ),
  phone: (
    <symbol id="icon-phone" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M3 5a2 2 0 012-2h3.28a1 1 0 01.95.68l1.5 4.49a1 1 0 01-.5 1.21l-2.26 1.13a11.04 11.04 0 005.52 5.52l1.13-2.26a1 1 0 011.21-.5l4.49 1.5a1 1 0 01.68.95V19a2 2 0 01-2 2h-1C9.72 21 3 14.28 3 6V5z"
      />
    </symbol>
  ),
  chevron: (
    <symbol id="icon-chevron" viewBox="0 0 20 20" fill="currentColor">
      <path
        fillRule="evenodd"
        d="M5.23 7.21a.75.75 0 011.06.02L10 11.06l3.71-3.83a.75.75 0 111.08 1.04l-4.25 4.39a.75.75 0 01-1.08 0L5.21 8.27a.75.75 0 01.02-1.06z"
        clipRule="evenodd"
      />
    </symbol>
  ),
  check: (
    <symbol id="icon-check" viewBox="0 0 20 20" fill="currentColor">
      <path fillRule="evenodd" d="M16.7 5.3a1 1 0 010 1.4l-8 8a1 1 0 01-1.4 0l-4-4a1 1 0 011.4-1.4L8 12.58l7.3-7.3a1 1 0 011.4 0z" clipRule="evenodd" />
    </symbol>
  ),
  menu: (
    <symbol id="icon-menu" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <path strokeLinecap="round" d="M4 6h16M4 12h16M4 18h16" />
    </symbol>
  ),
} as const;

type IconName = keyof typeof ICONS;

/** The symbols every icon refers to; rendered once, hidden, at the start of the body. */
export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" style={{ position: "absolute" }}>
      {Object.values(ICONS)}
    </svg>
  );
}

function Icon({ name, className }: { name: IconName; className: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className}>
      <use href={`#icon-${name}`} />
    </svg>
  );
}

export const WhatsAppIcon = ({ className = "h-5 w-5" }: IconProps) => <Icon name="whatsapp" className={className} />;
export const PhoneIcon = ({ className = "h-5 w-5" }: IconProps) => <Icon name="phone" className={className} />;
export const ChevronDownIcon = ({ className = "h-4 w-4" }: IconProps) => <Icon name="chevron" className={className} />;
export const CheckIcon = ({ className = "h-5 w-5" }: IconProps) => <Icon name="check" className={className} />;
export const MenuIcon = ({ className = "h-6 w-6" }: IconProps) => <Icon name="menu" className={className} />;
