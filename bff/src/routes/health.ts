import net from 'node:net';
import { Router, type Request } from 'express';
import { PAGE_ROUTES } from '@amb/shared-contracts';
import type { AppContext } from '../context';

const LOOPBACK = new net.BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** 127.0.0.0/8, ::1, and IPv4-mapped loopback (::ffff:127.0.0.1, how a dual-stack socket shows it). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  if (net.isIPv4(ip)) return LOOPBACK.check(ip, 'ipv4');
  return net.isIPv6(ip) && LOOPBACK.check(ip, 'ipv6');
}

/**
 * A request from this host itself: the socket's peer is a loopback address. Headers never make a request
 * local; a relayed one (X-Forwarded-For, Forwarded) is not, since a proxy on this host speaks for others.
 */
function isLocalRequest(req: Request): boolean {
  if (req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined) return false;
  return isLoopbackAddress(req.socket.remoteAddress);
}

/**
 * /healthz for load balancers: 200 `status: 'ok'` when the api answers, else 503 `status: 'unavailable'`
 * (the pages need it). The deployed versions and those of the server builds rendering now only for local
 * requests: they tell outsiders what runs here.
 */
export function healthRouter(ctx: AppContext): Router {
  const router = Router();
  router.get(PAGE_ROUTES.health.path, async (req, res) => {
    const apiUp = await ctx.api.isHealthy();
    res
      .status(apiUp ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({
        status: apiUp ? 'ok' : 'unavailable',
        api: apiUp ? 'ok' : 'down',
        // What the registry names and what the server builds in use are (they differ while a deploy warms up).
        ...(isLocalRequest(req)
          ? { registry: ctx.store.currentVersions(), rendering: ctx.renderer.liveVersions() ?? {} }
          : {}),
      });
  });
  return router;
}
