import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a guess limit counts a client address under. An IPv6 client usually holds a whole /64
 * (one subnet per home or server), so counting single IPv6 addresses would give it 2^64 fresh
 * addresses to rotate through: addresses are grouped by their first 64 bits. An IPv4-mapped IPv6
 * address (::ffff:192.0.2.1, from a dual-stack socket) counts as the IPv4 address it carries.
 */
export function addressKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const address = ip.replace(/%.*$/, '').toLowerCase();
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const groups = expandIPv6(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return `${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.${groups[7]! & 0xff}`;
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (with :: and a trailing dotted IPv4 part). */
function expandIPv6(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const toGroups = (part: string) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const front = toGroups(head);
  const back = tail === undefined ? [] : toGroups(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}
