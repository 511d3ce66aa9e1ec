import { Router } from 'express';
import { MESSAGES, PAGE_ROUTES } from '@amb/shared-contracts';
import type { AppContext } from '../context';
import { renderUnavailableDocument } from '../rendering/document';
import { buildFrame, consentRequired, renderTemplate } from '../rendering/frame';
import { siteOfRequest } from '../site';
import { sendEncoded } from '../http/compressedBody';

/**
 * `/template/`: the whole page frame (head with the styles, header, content marker, footer, the shell that
 * hydrates header and footer) for external systems (shop, job portal) that wrap their own content in it. Every
 * link, asset and remote is absolute on the site's origin; for a member it greets them (private, never stored).
 */
export function templateRouter(ctx: AppContext): Router {
  const router = Router();
  router.get(PAGE_ROUTES.template.path, async (req, res) => {
    const site = siteOfRequest(req, ctx.config);
    res.vary('Cookie');
    // The frame is no page of its own: search engines index the pages built from it, not the template.
    res.set('X-Robots-Tag', 'noindex');
    const result = await buildFrame(ctx, req, site);
    if (!result.ok) {
      const timedOut = result.reason === 'upstream' && result.timedOut;
      const status = result.reason === 'renderer' ? 503 : timedOut ? 504 : 502;
      if (status === 503) res.set('Retry-After', '60');
      res.set('Cache-Control', 'no-store');
      res
        .status(status)
        .type('html')
        .send(renderUnavailableDocument('/', timedOut ? MESSAGES.pageTimeout : undefined));
      return;
    }
    const { frame, shared } = result;
    if (frame.setCookies.length > 0) res.append('Set-Cookie', frame.setCookies);
    const consent = consentRequired(req);
    if (shared === null) {
      res.set('Cache-Control', 'private, no-store');
      res.type('html').send(renderTemplate(frame, consent));
      return;
    }
    // A logged-out visitor's frame is the same for everyone: rendered and compressed once per generation and
    // navigation (as the fragments), with a strong ETag per encoding and 304 for a copy that is still current.
    const encoded = await ctx.fragments.document(shared, consent ? 'template:consent' : 'template', () =>
      renderTemplate(frame, consent),
    );
    res.vary('Accept-Encoding');
    res.set('Cache-Control', 'public, no-cache');
    sendEncoded(req, res, encoded);
  });
  return router;
}
