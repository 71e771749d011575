/// <reference path="../css-modules.d.ts" />
import { Badge } from '../badge';
import { CopyButton } from './copy-button';
import * as styles from './dns-records.module.css';

/** One record to add at a DNS provider, with what the last check found there when known. */
export interface DnsRecordItem {
  type: 'TXT' | 'A' | 'AAAA' | 'CNAME';
  /** The host as registrars' forms ask for it: '@' for the domain itself, 'www', '_kea-verify'. */
  host: string;
  /** The full name, shown beside the host when it says more ('www.mybusiness.co.nz'). */
  name: string;
  value: string;
  state?: 'found' | 'missing' | 'wrong' | 'unchecked';
  found?: string[];
  required?: boolean;
}

function purposeOf(record: DnsRecordItem): string {
  if (record.type === 'TXT') return 'Proves the domain is yours';
  if (record.host === '@') return record.type === 'AAAA' ? 'Points your domain here for visitors on IPv6' : 'Points your domain to your website';
  return 'Makes www work too';
}

function StateBadge({ record }: { record: DnsRecordItem }) {
  if (record.state === 'found') return <Badge variant="success">Found</Badge>;
  if (record.state === 'missing') return <Badge variant={record.required ? 'warning' : 'secondary'}>Not found yet</Badge>;
  if (record.state === 'wrong') return <Badge variant="destructive">Wrong value</Badge>;
  if (record.state === 'unchecked') return <Badge variant="secondary">Not checked yet</Badge>;
  return null;
}

/**
 * The DNS records a client adds at their domain provider, each with its purpose, a copy button per field that is
 * typed into a registrar's form, and, once checked, what was found. The same list on the builder's 'Live!' screen and
 * the client's dashboard, so the instructions never differ.
 */
export function DnsRecordList({ records, label }: { records: readonly DnsRecordItem[]; label: string }) {
  return (
    <ul className={styles.records} aria-label={label}>
      {records.map((record) => (
        <li key={`${record.type} ${record.name}`} className={styles.record}>
          <div className={styles.recordHead}>
            <p className={styles.purpose}>
              {purposeOf(record)}
              {record.required === false ? <span className={styles.optional}> (recommended)</span> : null}
            </p>
            <StateBadge record={record} />
          </div>
          <dl className={styles.fields} aria-label={`${record.type} record for ${record.host}`}>
            <dt>Type</dt>
            <dd>{record.type}</dd>
            <dt>Host</dt>
            <dd className={styles.valueRow}>
              <span className={styles.value}>
                {record.host}
                {record.name !== record.host ? <span className={styles.fullName}> ({record.name})</span> : null}
              </span>
              <CopyButton value={record.host} label={`${record.type} host ${record.host}`} />
            </dd>
            <dt>Value</dt>
            <dd className={styles.valueRow}>
              <span className={styles.value}>{record.value}</span>
              <CopyButton value={record.value} label={`${record.type} value`} />
            </dd>
          </dl>
          {record.state === 'wrong' && record.found?.length ? (
            <p className={styles.found}>We found {record.found.join(', ')} instead. Change it to the value above.</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Short help for doing this at a registrar, folded away until asked for. */
export function RegistrarHelp() {
  return (
    <details className={styles.help}>
      <summary>How to add these at your domain provider</summary>
      <ol>
        <li>Sign in where you bought the domain (1st Domains, Crazy Domains, GoDaddy, Freeparking, Cloudflare...).</li>
        <li>Open the domain&apos;s DNS settings (often called Manage DNS or DNS records).</li>
        <li>Add each record above: choose its Type, paste the Host and the Value. Use @ for the domain itself.</li>
        <li>Delete any other A or AAAA record on @ and any &lsquo;parked page&rsquo; record: they send visitors elsewhere.</li>
        <li>Save. Changes usually show within an hour, sometimes up to a day. We keep checking for you.</li>
      </ol>
    </details>
  );
}
