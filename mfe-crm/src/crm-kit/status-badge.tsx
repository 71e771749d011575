import { Badge, type BadgeVariant } from '@agency/design-system/badge';
import * as styles from './status-badge.module.css';

/** Lead status colours (spec part 2 §4): hot red, warm yellow, cold blue, new grey; won green, lost muted; else grey. */
const LEAD_BADGE: Record<string, { variant: BadgeVariant; className?: string }> = {
  hot: { variant: 'destructive' },
  warm: { variant: 'warning' },
  cold: { variant: 'outline', className: styles.cold },
  new: { variant: 'outline', className: styles.grey },
  won: { variant: 'success' },
  lost: { variant: 'outline', className: styles.muted },
};
const ROLE_VARIANT: Record<string, BadgeVariant> = { admin: 'default', client: 'secondary' };
const ASSESSMENT_VARIANT: Record<string, BadgeVariant> = { completed: 'success', converted: 'default' };

export function LeadStatusBadge({ status }: { status: string }) {
  const badge = LEAD_BADGE[status] ?? { variant: 'outline', className: styles.grey };
  return (
    <Badge variant={badge.variant} className={badge.className}>
      {status}
    </Badge>
  );
}

/** Scheduled appointments are green, cancelled ones muted, completed ones grey. */
export function AppointmentStatusBadge({ status }: { status: string }) {
  if (status === 'scheduled') return <Badge variant="success">{status}</Badge>;
  return (
    <Badge variant="outline" className={status === 'cancelled' ? styles.muted : styles.grey}>
      {status}
    </Badge>
  );
}

export function RoleBadge({ role }: { role: string }) {
  return <Badge variant={ROLE_VARIANT[role] ?? 'outline'}>{role}</Badge>;
}

export function AssessmentStatusBadge({ status }: { status: string }) {
  return <Badge variant={ASSESSMENT_VARIANT[status] ?? 'outline'}>{status.replace('_', ' ')}</Badge>;
}
