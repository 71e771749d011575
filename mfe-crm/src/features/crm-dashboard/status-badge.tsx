import { Badge, type BadgeVariant } from '@agency/design-system/badge';

/** Lead status colours: hot red, warm yellow, cold blue, anything else grey. */
const LEAD_VARIANT: Record<string, BadgeVariant> = { hot: 'destructive', warm: 'warning', cold: 'default' };
const ROLE_VARIANT: Record<string, BadgeVariant> = { admin: 'default', client: 'secondary' };
const ASSESSMENT_VARIANT: Record<string, BadgeVariant> = { completed: 'success', converted: 'default' };

export function LeadStatusBadge({ status }: { status: string }) {
  return <Badge variant={LEAD_VARIANT[status] ?? 'outline'}>{status}</Badge>;
}

/** Appointments always display green. */
export function AppointmentStatusBadge({ status }: { status: string }) {
  return <Badge variant="success">{status}</Badge>;
}

export function RoleBadge({ role }: { role: string }) {
  return <Badge variant={ROLE_VARIANT[role] ?? 'outline'}>{role}</Badge>;
}

export function AssessmentStatusBadge({ status }: { status: string }) {
  return <Badge variant={ASSESSMENT_VARIANT[status] ?? 'outline'}>{status.replace('_', ' ')}</Badge>;
}
