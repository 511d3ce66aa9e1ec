/**
 * Which hop says who the client is. Only the bff may: the api trusts exactly one hop, the socket peer,
 * and only when that peer is a trusted proxy address (loopback by default). `req.ip` is then the
 * address the bff put last into X-Forwarded-For; anything a client wrote further left is ignored.
 */
import { compile } from 'proxy-addr';

export const DEFAULT_TRUSTED_PROXIES = ['loopback'];

/** The `trust proxy` function of Express for the given addresses, names (loopback …) or CIDR ranges. */
export function trustOneHop(trustedProxies: readonly string[]): (address: string, hop: number) => boolean {
  const trusted = compile([...trustedProxies]);
  return (address, hop) => hop === 0 && trusted(address, hop);
}
