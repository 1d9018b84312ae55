/** Brand mark: a stylised gate with a motor. */
export function Logo({ className = "h-10 w-10" }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="10" fill="#1e40af" />
      <path d="M10 34V16h28v18" fill="none" stroke="#fff" strokeWidth="3" strokeLinejoin="round" />
      <path d="M15 20v14M21 20v14M27 20v14M33 20v14" stroke="#93c5fd" strokeWidth="2.5" />
      <rect x="18" y="8" width="12" height="6" rx="2" fill="#f59e0b" />
    </svg>
  );
}
