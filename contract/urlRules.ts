/**
 * Web addresses the back-office calls on a merchant's behalf (notification URLs of payouts,
 * payment links and e-mails, a notification's resend): the one rule the forms check before sending
 * and the fake API enforces, as they share uploadRules.ts. A server that calls any address it is
 * given can be made to call itself or its private network (server-side request forgery, OWASP
 * SSRF prevention), so an address that names such a host is refused: loopback, private (RFC 1918)
 * and shared (RFC 6598) IPv4, link-local, unspecified, IPv6 loopback, unique-local and link-local,
 * IPv4 inside IPv6, and names kept for local networks (localhost, .local, .internal, .home.arpa).
 *
 * The host is read as the WHATWG URL parser reads it, the same in the browser and in Node, so
 * `http://2130706433/`, `http://0x7f.1/` and `http://127.1/` are all 127.0.0.1 here as they would
 * be to the caller. A public name that resolves to a private address is not seen here: the sender
 * must check the address it connects to again (README, security).
 */

/** An absolute http(s) URL with a host. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

const LOCAL_NAMES = /(^|\.)(localhost|local|internal|home\.arpa|localdomain)$/i;

function ipv4Octets(host: string): number[] | null {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  const octets = parts.map(Number);
  return octets.every((o) => o <= 255) ? octets : null;
}

function isPrivateIpv4([a, b]: number[]): boolean {
  return (
    a === 0 || // "this network", 0.0.0.0 the unspecified address
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) || // shared address space (carrier NAT)
    (a === 169 && b === 254) || // link-local, cloud metadata services among them
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168)
  );
}

/** The eight 16-bit groups of an IPv6 address as the URL parser writes it (compressed, lower case, no zone). */
function ipv6Groups(host: string): number[] | null {
  const halves = host.split('::');
  if (halves.length > 2) return null;
  const groups = (text: string) => (text ? text.split(':').map((g) => parseInt(g, 16)) : []);
  const head = groups(halves[0]);
  const tail = halves.length === 2 ? groups(halves[1]) : [];
  const all = halves.length === 2 ? [...head, ...Array<number>(8 - head.length - tail.length).fill(0), ...tail] : head;
  return all.length === 8 && all.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? all : null;
}

function isPrivateIpv6(groups: number[]): boolean {
  const [first] = groups;
  const zeros = (n: number) => groups.slice(0, n).every((g) => g === 0);
  const embedded = [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff];
  if (zeros(8)) return true; // :: unspecified
  if (zeros(7) && groups[7] === 1) return true; // ::1 loopback
  if ((first & 0xfe00) === 0xfc00) return true; // fc00::/7 unique local
  if ((first & 0xffc0) === 0xfe80 || (first & 0xffc0) === 0xfec0) return true; // link-local, old site-local
  // An IPv4 address inside IPv6: mapped ::ffff:a.b.c.d, compatible ::a.b.c.d, NAT64 64:ff9b::a.b.c.d.
  const mapped = zeros(5) && (groups[5] === 0xffff || groups[5] === 0);
  const nat64 = first === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((g) => g === 0);
  return (mapped || nat64) && isPrivateIpv4(embedded);
}

/** Does the URL name a host of the caller's own machine or private network? (An unparsable URL: no.) */
export function namesPrivateHost(value: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(value.trim()).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return false;
  }
  if (hostname.startsWith('[')) {
    const groups = ipv6Groups(hostname.slice(1, -1));
    return groups ? isPrivateIpv6(groups) : true;
  }
  const octets = ipv4Octets(hostname);
  return octets ? isPrivateIpv4(octets) : LOCAL_NAMES.test(hostname);
}

/** The API's words, after the field's name; the forms say `grid.private_address`. */
export const PRIVATE_ADDRESS_PROBLEM = 'must be a public address: notifications are not sent to local or private networks';
