import { BlockList, isIP } from 'node:net';

/** Loopback: 127.0.0.0/8, ::1, and the name `localhost`, which never leaves the host. */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** `::ffff:127.0.0.1` (an IPv4 client on a dual-stack socket) compared as `127.0.0.1`. */
function unmapped(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/** Whether a listen address serves this host only. Host names other than localhost do not. */
export function isLoopbackHost(host: string): boolean {
  if (host === 'localhost') return true;
  const address = unmapped(host.replace(/^\[|\]$/g, ''));
  const family = isIP(address);
  if (family === 0) return false;
  return LOOPBACK.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Why an entry of an address list is not an address or `address/prefix`, or null if it is. */
export function addressEntryFault(entry: string): string | null {
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return `"${entry}" is not an IP address or CIDR range`;
  if (prefix === undefined) return null;
  const bits = Number(prefix);
  const max = family === 4 ? 32 : 128;
  if (!/^\d+$/.test(prefix) || bits > max) return `"${entry}": prefix must be 0 to ${max}`;
  return null;
}

/** A set of addresses and ranges (`127.0.0.1`, `10.0.0.0/8`, `::1`), checked by client address. */
export class AddressList {
  private readonly list = new BlockList();
  readonly empty: boolean;

  /** Entries must have passed `addressEntryFault` (the configuration schema checks them). */
  constructor(entries: readonly string[]) {
    this.empty = entries.length === 0;
    for (const entry of entries) {
      const [address, prefix] = entry.split('/');
      const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
      if (prefix === undefined) this.list.addAddress(address, type);
      else this.list.addSubnet(address, Number(prefix), type);
    }
  }

  has(address: string | undefined): boolean {
    if (!address || this.empty) return false;
    const plain = unmapped(address);
    const family = isIP(plain);
    if (family === 0) return false;
    return this.list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  }
}
