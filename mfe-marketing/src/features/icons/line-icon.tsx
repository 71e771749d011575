/**
 * The site's line-icon drawing (24×24 grid, 2 px stroke, currentColor); decorative, so hidden from assistive
 * technology. Each feature keeps its own table of paths, so a page downloads only the icons it shows.
 */
export function LineIcon({ path, size = 24, className }: { path: string; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
