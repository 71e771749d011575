import { readFileSync } from 'node:fs';
import path from 'node:path';
import dns2 from 'dns2';

const { Packet } = dns2;

/** What a name answers: records by type, or a failure code for every question about it. */
export interface Zone {
  txt?: string[];
  a?: string[];
  aaaa?: string[];
  cname?: string;
  /** Name servers: a registered domain has them (the default registrar reads them as 'taken'). */
  ns?: string[];
  /** Answer every question about the name with this response code (e.g. SERVFAIL) instead of records. */
  rcode?: 'SERVFAIL' | 'REFUSED';
}

function normal(name: string): string {
  return name.toLowerCase().replace(/\.$/, '');
}

/**
 * A real DNS server on loopback (UDP, a free port) for tests: names answer the TXT, A, AAAA, CNAME and NS records a test sets,
 * an unknown name answers NXDOMAIN, a known name without the asked type answers with no records (NODATA), and a name
 * can be made to fail (SERVFAIL). Point the app at it with `DNS_SERVERS=${server.address}`.
 *
 *   const dns = await DnsTestServer.start();
 *   dns.set('_kea-verify.kiwi.co.nz', { txt: [token] });
 *   dns.set('kiwi.co.nz', { a: ['203.0.113.10'] });
 *   ...
 *   await dns.close();
 *
 * With `zoneDirectory`, a name the server was not told about is read from `<zoneDirectory>/<name>.json` (a Zone) at
 * each question, so other processes (end-to-end tests in Playwright's workers) can set records by writing a file.
 */
export class DnsTestServer {
  private readonly zones = new Map<string, Zone>();
  /** Every question asked, as 'TYPE name' (e.g. 'TXT _kea-verify.kiwi.co.nz'), oldest first. */
  readonly questions: string[] = [];

  private constructor(
    private readonly server: ReturnType<typeof dns2.createServer>,
    /** 'ip:port', as DNS_SERVERS takes it. */
    readonly address: string,
    private readonly zoneDirectory: string | undefined,
  ) {}

  static async start(options: { zoneDirectory?: string } = {}): Promise<DnsTestServer> {
    let instance: DnsTestServer | undefined;
    const server = dns2.createServer({
      udp: true,
      handle: (request, send) => {
        const response = Packet.createResponseFromRequest(request);
        for (const question of request.questions) instance?.answer(question, response);
        send(response);
      },
    });
    const listening = new Promise<void>((resolve, reject) => {
      server.once('listening', () => resolve());
      server.once('error', reject);
    });
    await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
    await listening;
    const udp = server.addresses().udp;
    if (!udp) throw new Error('the DNS test server has no UDP address');
    instance = new DnsTestServer(server, `127.0.0.1:${udp.port}`, options.zoneDirectory);
    return instance;
  }

  /** Sets (replaces) what `name` answers. */
  set(name: string, zone: Zone): void {
    this.zones.set(normal(name), zone);
  }

  /** `name` answers NXDOMAIN again. */
  remove(name: string): void {
    this.zones.delete(normal(name));
  }

  async close(): Promise<void> {
    await this.server.close();
  }

  private zoneFromFile(name: string): Zone | undefined {
    if (!this.zoneDirectory || !/^[a-z0-9._-]+$/.test(name)) return undefined;
    try {
      return JSON.parse(readFileSync(path.join(this.zoneDirectory, `${name}.json`), 'utf8')) as Zone;
    } catch {
      return undefined;
    }
  }

  private answer(question: dns2.Packet.Question, response: dns2.Packet): void {
    const name = normal(question.name);
    const zone = this.zones.get(name) ?? this.zoneFromFile(name);
    const type = Object.entries(Packet.TYPE).find(([, value]) => value === question.type)?.[0] ?? String(question.type);
    this.questions.push(`${type} ${name}`);
    if (!zone) {
      response.header.rcode = Packet.RCODE.NXDOMAIN;
      return;
    }
    if (zone.rcode) {
      response.header.rcode = Packet.RCODE[zone.rcode];
      return;
    }
    const record = (fields: Partial<dns2.Packet.Resource>) => Packet.createResourceFromQuestion(question, { ttl: 1, ...fields });
    if (question.type === Packet.TYPE.TXT) {
      for (const data of zone.txt ?? []) response.answers.push(record({ data }));
    } else if (question.type === Packet.TYPE.A) {
      for (const address of zone.a ?? []) response.answers.push(record({ address }));
    } else if (question.type === Packet.TYPE.AAAA) {
      for (const address of zone.aaaa ?? []) response.answers.push(record({ address }));
    } else if (question.type === Packet.TYPE.NS) {
      for (const ns of zone.ns ?? []) response.answers.push(record({ ns }));
    } else if (question.type === Packet.TYPE.CNAME && zone.cname) {
      response.answers.push(record({ domain: zone.cname }));
    }
  }
}
