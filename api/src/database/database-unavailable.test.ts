import { isDatabaseUnavailable } from './database-unavailable';

describe('isDatabaseUnavailable', () => {
  it('recognises a lost connection by its code, its SQLSTATE or the words pg and knex use', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('the database system is shutting down'), { code: '57P03' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable({ name: 'KnexTimeoutError', message: 'Knex: Timeout acquiring a connection.' })).toBe(true);
  });

  it('recognises the words behind the query knex puts in front of them', () => {
    const sql = "INSERT INTO rate_limit_counter (key) VALUES ('leads:ip:10.0.0.8') RETURNING count";
    expect(isDatabaseUnavailable(new Error(`${sql} - Connection terminated unexpectedly`))).toBe(true);
    expect(isDatabaseUnavailable({ previous: new Error(`${sql} - Client has encountered a connection error and is not queryable`) })).toBe(true);
  });

  it('leaves query faults alone, even when the request put the same words into the query', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }))).toBe(false);
    const sql = "INSERT INTO lead (message) VALUES ('Connection terminated unexpectedly - Connection terminated')";
    expect(isDatabaseUnavailable(new Error(`${sql} - value too long for type character varying(20)`))).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
  });
});
