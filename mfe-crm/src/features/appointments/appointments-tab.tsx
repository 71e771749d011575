import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@agency/design-system/table';
import { ConfirmDeleteButton } from '../crm-dashboard/confirm-delete-button';
import { formatDateTime, type CrmAppointment } from '../crm-dashboard/crm-data';
import { AppointmentStatusBadge } from '../crm-dashboard/status-badge';
import { layout } from '@agency/design-system/layout';

export interface AppointmentsTabProps {
  appointments: CrmAppointment[];
  onDelete: (appointment: CrmAppointment) => void;
}

export function AppointmentsTab({ appointments, onDelete }: AppointmentsTabProps) {
  return (
    <section aria-labelledby="appointments-heading" className={layout.stack}>
      <h2 id="appointments-heading">Appointments</h2>
      <Table aria-label="Appointments">
        <TableHeader>
          <TableRow>
            <TableHead>Client</TableHead>
            <TableHead>Service</TableHead>
            <TableHead>Contact</TableHead>
            <TableHead>Date &amp; Time</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {appointments.length === 0 ? (
            <TableRow>
              <TableCell colSpan={6}>No appointments yet.</TableCell>
            </TableRow>
          ) : (
            appointments.map((appointment) => (
              <TableRow key={appointment.id}>
                <TableCell>{appointment.clientName}</TableCell>
                <TableCell>{appointment.service}</TableCell>
                <TableCell>
                  <div>{appointment.email}</div>
                  {appointment.phone ? <div className={layout.muted}>{appointment.phone}</div> : null}
                </TableCell>
                <TableCell>{formatDateTime(appointment.startsAt)}</TableCell>
                <TableCell>
                  <AppointmentStatusBadge status={appointment.status} />
                </TableCell>
                <TableCell>
                  <ConfirmDeleteButton
                    subject={`appointment with ${appointment.clientName}`}
                    onConfirm={() => onDelete(appointment)}
                  />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </section>
  );
}
