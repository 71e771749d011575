import { LineIcon } from '../icons/line-icon';

/** Small line icons drawn for this site (24×24, currentColor); decorative, so hidden from assistive technology. */
const PATHS = {
  monitor: 'M3 4h18v12H3z M8 20h8 M12 16v4',
  pen: 'M4 20l4-1 11-11-3-3L5 16z M14 6l3 3',
  target: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18 M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8 M12 11.5v1',
  cog: 'M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8 M12 2v3 M12 19v3 M2 12h3 M19 12h3 M5 5l2 2 M17 17l2 2 M5 19l2-2 M17 7l2-2',
  sparkle: 'M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2z M19 17l.8 2 2 .8-2 .8-.8 2-.8-2-2-.8 2-.8z',
  trending: 'M3 17l6-6 4 4 8-8 M15 7h6v6',
  headphones: 'M4 15v-3a8 8 0 0 1 16 0v3 M4 15h3v5H4z M17 15h3v5h-3z',
  calendar: 'M4 5h16v15H4z M4 10h16 M8 3v4 M16 3v4',
  compass: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18 M15.5 8.5l-2 5-5 2 2-5z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size, className }: { name: IconName; size?: number; className?: string }) {
  return <LineIcon path={PATHS[name]} size={size} className={className} />;
}
