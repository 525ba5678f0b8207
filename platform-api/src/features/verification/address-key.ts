import { isIPv6 } from 'node:net';

/**
 * The key the per-IP SMS limit counts by: an IPv4 address as it is, an IPv6 address by its /64
 * network. One IPv6 subscriber usually holds a whole /64, so counting single addresses would
 * let a script take a new one for every request. IPv4-mapped IPv6 counts as its IPv4 address.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
