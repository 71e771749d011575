import type { TCrmDomainOrder } from '@agency/contracts';
import { Button } from '@agency/design-system/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@agency/design-system/dialog';
import { CopyButton } from '@agency/design-system/dns-records';
import { layout } from '@agency/design-system/layout';
import * as styles from './domain-orders-panel.module.css';

/** The row's way to its records: how many there are, opening them in a dialog. */
export function RecordsButton({ order, onOpen }: { order: TCrmDomainOrder; onOpen: (order: TCrmDomainOrder, from: Element) => void }) {
  const count = order.records.length;
  if (count === 0) return <span className={layout.muted}>None yet</span>;
  const text = count === 1 ? 'Show 1 record' : `Show ${count} records`;
  return (
    <Button variant="outline" size="sm" aria-label={`${text} for ${order.domain}`} aria-haspopup="dialog" onClick={(event) => onOpen(order, event.currentTarget)}>
      {text}
    </Button>
  );
}

export interface DnsRecordsDialogProps {
  /** The order whose records are open, as the list has it now; null when closed. */
  order: TCrmDomainOrder | null;
  onClose: () => void;
  /** Puts focus back on the row's button (useRowDialog). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The DNS records to set at the registrar for one order, in a compact table (type, host, value), each value with a
 * copy button that says 'Copied' (to screen readers too, through its status). A dialog, not a part of the row: the
 * records get the width they need on a laptop and a phone, and the list keeps its own. The TXT proof is there once
 * the order is marked registered; the A, AAAA and www records whenever this server has a public address.
 */
export function DnsRecordsDialog({ order, onClose, onCloseAutoFocus }: DnsRecordsDialogProps) {
  return (
    <Dialog open={order !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="lg" onCloseAutoFocus={onCloseAutoFocus}>
        {order ? (
          <>
            <DialogHeader>
              <DialogTitle>DNS records for {order.domain}</DialogTitle>
              <DialogDescription>
                Set these at the registrar, in the domain&apos;s DNS settings.
                {order.status === 'ordered' ? ' Its TXT record, the proof we check for, is added here once the order is marked registered.' : ''}
              </DialogDescription>
            </DialogHeader>
            <div className={styles.recordScroll}>
              <table className={styles.recordTable} aria-label={`DNS records for ${order.domain}`}>
                <thead>
                  <tr>
                    <th scope="col">Type</th>
                    <th scope="col">Host</th>
                    <th scope="col">Value</th>
                  </tr>
                </thead>
                <tbody>
                  {order.records.map((record) => (
                    <tr key={`${record.type} ${record.name} ${record.value}`}>
                      <td>{record.type}</td>
                      <td className={styles.recordHost}>{record.host}</td>
                      <td>
                        <span className={styles.recordValue}>
                          <code>{record.value}</code>
                          <CopyButton value={record.value} label={`${record.type} value of ${record.name}`} />
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
