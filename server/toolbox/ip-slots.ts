/**
 * Uploads in progress per client address. A shopper converts one or two photos at a time; a client
 * opening twenty uploads at once would fill the worker queue and the disk for everyone else, so
 * the surplus is refused (429) before its body is read.
 */
export class IpSlots {
  private readonly active = new Map<string, number>();

  constructor(readonly perIp: number) {}

  /** Takes a slot; false when the address already uses all of its own. */
  take(ip: string): boolean {
    const used = this.active.get(ip) ?? 0;
    if (used >= this.perIp) return false;
    this.active.set(ip, used + 1);
    return true;
  }

  give(ip: string): void {
    const used = this.active.get(ip) ?? 0;
    if (used <= 1) this.active.delete(ip);
    else this.active.set(ip, used - 1);
  }

  inUse(ip: string): number {
    return this.active.get(ip) ?? 0;
  }
}
