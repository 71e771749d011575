import { Button } from '@agency/design-system/button';
import { layout } from '@agency/design-system/layout';
import { useCrmApi } from './crm-api';

/**
 * 'Export CSV': on /crm a plain download link to the server's export (the session cookie goes with it); in Test Mode
 * a disabled button described by <ExportUnavailableNote>, since the sample never leaves the browser.
 */
export function ExportCsvButton({ href, noteId }: { href: string; noteId: string }) {
  const { mode } = useCrmApi();
  return mode === 'live' ? (
    <Button asChild variant="outline" size="sm">
      <a href={href} download>
        Export CSV
      </a>
    </Button>
  ) : (
    <Button variant="outline" size="sm" disabled aria-describedby={noteId}>
      Export CSV
    </Button>
  );
}

export function ExportUnavailableNote({ id, className }: { id: string; className?: string }) {
  const { mode } = useCrmApi();
  if (mode === 'live') return null;
  return (
    <p id={id} className={[layout.muted, className].filter(Boolean).join(' ')}>
      Export is not available in Test Mode: the sample never leaves the browser.
    </p>
  );
}
