/** The compass mark beside the brand name; decorative, the name carries the meaning. */
export function BrandMark({ className = "h-8 w-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="#2a1838" />
      <circle cx="16" cy="16" r="11.5" fill="none" stroke="#d8b46a" strokeWidth="1" />
      <path d="M16 4.5 19 16 16 27.5 13 16Z" fill="#b9a3e3" />
      <path d="M16 4.5 19 16H13Z" fill="#f7f2ea" />
      <path d="M4.5 16 16 13.2 27.5 16 16 18.8Z" fill="#7c5cbf" opacity=".75" />
      <circle cx="16" cy="16" r="1.6" fill="#d8b46a" />
    </svg>
  );
}
