import { LineIcon } from '../icons/line-icon';

/** Line icons of the booking pages (24×24, currentColor), drawn like the home page's; decorative, hidden from AT. */
const PATHS = {
  clock: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18 M12 7v5l3 2',
  globe: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18 M3 12h18 M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9 M12 3c-2.5 2.5-3.5 5.5-3.5 9s1 6.5 3.5 9',
  calendar: 'M4 5h16v15H4z M4 10h16 M8 3v4 M16 3v4',
  check: 'M5 12l4.5 4.5L19 7',
  refresh: 'M20 11a8 8 0 0 0-14.5-4.5L4 8 M4 4v4h4 M4 13a8 8 0 0 0 14.5 4.5L20 16 M20 20v-4h-4',
  gift: 'M4 11h16v9H4z M3 7h18v4H3z M12 7v13 M12 7c-1.5-3-5-3-5-1s3 1 5 1 M12 7c1.5-3 5-3 5-1s-3 1-5 1',
  mail: 'M3 5h18v14H3z M3 6l9 7 9-7',
  shield: 'M12 3l8 3v6c0 4.5-3.5 8-8 9-4.5-1-8-4.5-8-9V6z M9 12l2 2 4-4',
} as const;

export type BookingIconName = keyof typeof PATHS;

export function BookingIcon({ name, size = 20, className }: { name: BookingIconName; size?: number; className?: string }) {
  return <LineIcon path={PATHS[name]} size={size} className={className} />;
}
