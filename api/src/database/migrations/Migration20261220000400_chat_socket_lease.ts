import { Migration } from '@mikro-orm/migrations';

/**
 * Chat sockets per client address across instances (issue 26): each instance holds one row per address it has sockets
 * for, with the count, and renews the rows' expiry while it runs. An instance that dies stops renewing, so its
 * sockets stop counting once the lease runs out, and any instance deletes the expired rows.
 */
export class Migration20261220000400_chat_socket_lease extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE chat_socket_lease (
        address text NOT NULL CHECK (address <> ''),
        instance_id uuid NOT NULL,
        sockets integer NOT NULL CHECK (sockets >= 0),
        expires_at timestamptz NOT NULL,
        PRIMARY KEY (address, instance_id)
      )`);
    this.addSql('CREATE INDEX chat_socket_lease_instance_index ON chat_socket_lease (instance_id)');
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE chat_socket_lease');
  }
}
