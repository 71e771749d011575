import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Pool } from 'pg';
import { nzIsoDate, type TLead } from '@agency/contracts';
import { inBatches, sendCsv, type CsvColumn } from '../../common/csv/csv-download';
import { SQL_POOL } from '../../database/database.module';
import { leadListSql, type LeadFilter } from '../lead-list-sql';
import { LEAD_COLUMNS, leadFromRow, type LeadRow } from '../lead-row';

/** Rows read per query: one batch in memory at a time, whatever the number of leads. */
export const EXPORT_BATCH_SIZE = 500;

export const LEAD_CSV_COLUMNS: CsvColumn<TLead>[] = [
  { header: 'First name', value: (lead) => lead.firstName },
  { header: 'Last name', value: (lead) => lead.lastName },
  { header: 'Email', value: (lead) => lead.email },
  { header: 'Phone', value: (lead) => lead.phone },
  { header: 'Company', value: (lead) => lead.company },
  { header: 'Service interest', value: (lead) => lead.serviceInterest },
  { header: 'Status', value: (lead) => lead.status },
  { header: 'Estimated value', value: (lead) => (lead.estimatedValue === null ? null : lead.estimatedValue.toFixed(2)) },
  { header: 'Source', value: (lead) => lead.source },
  { header: 'Created', value: (lead) => lead.createdAt },
  { header: 'Message', value: (lead) => lead.message },
];

/** 'leads-2026-01-31.csv', dated in New Zealand as the appointment export is. */
export function exportFileName(now = new Date()): string {
  return `leads-${nzIsoDate(now)}.csv`;
}

/** Every lead matching the list's search and status, in its order, as a streamed CSV file. */
@Injectable()
export class LeadsExportService {
  constructor(@Inject(SQL_POOL) private readonly pool: Pool) {}

  send(reply: FastifyReply, filter: LeadFilter): FastifyReply {
    return sendCsv(reply, exportFileName(), LEAD_CSV_COLUMNS, this.rows(filter));
  }

  /**
   * Offset batches inside one REPEATABLE READ transaction: every batch sees the same snapshot, so a lead added or
   * deleted during a long export neither repeats nor drops a row. The connection goes back to the pool when the
   * stream ends, fails or the download is abandoned (the generator's finally).
   */
  private async *rows(filter: LeadFilter): AsyncGenerator<TLead> {
    const { where, orderBy, params } = leadListSql(filter);
    const sql = `SELECT ${LEAD_COLUMNS} FROM lead ${where} ${orderBy} LIMIT ${EXPORT_BATCH_SIZE} OFFSET $${params.length + 1}`;
    const client = await this.pool.connect();
    let read = 0;
    let finished = false;
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      yield* inBatches<TLead, number>(
        async (offset) => {
          const result = await client.query<LeadRow>(sql, [...params, offset ?? 0]);
          read += result.rows.length;
          return result.rows.map(leadFromRow);
        },
        // The cursor is the offset of the next batch: the number of rows read so far.
        () => read,
      );
      await client.query('COMMIT');
      finished = true;
    } finally {
      if (!finished) await client.query('ROLLBACK').catch(() => undefined);
      client.release();
    }
  }
}
