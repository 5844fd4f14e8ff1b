import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * What sign-ins leave behind for the staff risk view: the devices a member used and the other members
 * seen on the same IP or device. Known IPs and devices are written by the sign-in itself
 * (AuthRepository.rememberIp / rememberDevice); this only reads them.
 */

/** A device id shown to staff: a short digest, the same for the same device, not the id itself. */
export function shortDeviceId(deviceId: string): string {
  return createHash('sha256').update(deviceId).digest('hex').slice(0, 10);
}

export type DeviceTrace = {
  device: string;
  userAgent: string | null;
  lastIp: string | null;
  loginCount: number;
  firstSeenAt: Date;
  lastSeenAt: Date;
};

export type SharedTrace = { memberId: string; shared: string };

export class SignInTraces {
  constructor(private readonly db: Kysely<Database>) {}

  async devicesOf(memberId: string, limit: number): Promise<DeviceTrace[]> {
    const rows = await this.db
      .selectFrom('member_devices')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('last_seen_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      device: shortDeviceId(row.device_id),
      userAgent: row.user_agent,
      lastIp: row.last_ip,
      loginCount: row.login_count,
      firstSeenAt: new Date(row.first_seen_at),
      lastSeenAt: new Date(row.last_seen_at),
    }));
  }

  /** Other members that signed in from one of this member's IPs, most recently seen first. */
  async sharingIp(memberId: string, limit: number): Promise<SharedTrace[]> {
    const result = await sql<{ member_id: string; ip: string }>`
      select member_id, ip from (
        select distinct on (other.member_id) other.member_id, other.ip::text as ip, other.last_seen_at
        from member_known_ips mine
        join member_known_ips other on other.ip = mine.ip and other.member_id <> mine.member_id
        where mine.member_id = ${memberId}
        order by other.member_id, other.last_seen_at desc
      ) shared order by last_seen_at desc limit ${limit}`.execute(this.db);
    return result.rows.map((row) => ({ memberId: String(row.member_id), shared: row.ip }));
  }

  /** Other members that signed in from one of this member's devices. */
  async sharingDevice(memberId: string, limit: number): Promise<SharedTrace[]> {
    const result = await sql<{ member_id: string; device_id: string }>`
      select member_id, device_id from (
        select distinct on (other.member_id) other.member_id, other.device_id, other.last_seen_at
        from member_devices mine
        join member_devices other on other.device_id = mine.device_id and other.member_id <> mine.member_id
        where mine.member_id = ${memberId}
        order by other.member_id, other.last_seen_at desc
      ) shared order by last_seen_at desc limit ${limit}`.execute(this.db);
    return result.rows.map((row) => ({
      memberId: String(row.member_id),
      shared: shortDeviceId(row.device_id),
    }));
  }
}
