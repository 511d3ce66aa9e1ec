import fs from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import { MESSAGES, PAGE_ROUTES } from '@amb/shared-contracts';
import type { AppContext } from '../context';
import { acceptedEncodings } from '../http/encodings';
import { sendError } from '../http/errors';
import { SERVER_BUILD_DIR, isAppName, isVersion } from '../registry/deploymentStore';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

function isSafeSegment(segment: string): boolean {
  return segment !== '' && !segment.startsWith('.') && !/[\\/\0]/.test(segment);
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** /remotes.json and the deployed browser builds under /mf/<app>/<version>/<file>. */
export function remotesRouter(ctx: AppContext): Router {
  const router = Router();

  router.get(PAGE_ROUTES.remotesMap.path, (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(ctx.store.remotesMap(ctx.config.remoteOverrides));
  });

  // A host on another site that embeds header and footer loads the shell and mf_navigation from here (helmet's
  // same-site would block its scripts); the files are public and immutable.
  const embedded = Object.values(ctx.config.embedOrigins).some((origins) => origins.length > 0);

  router.get('/mf/:app/:version/{*file}', (req, res, next) => {
    const { app, version } = req.params;
    const rawFile: unknown = req.params.file;
    const segments = Array.isArray(rawFile)
      ? rawFile.map(String)
      : (typeof rawFile === 'string' ? rawFile : '').split('/');
    // The server build is for the bff only; dot files (deploy temp files) are never served.
    if (!isAppName(app) || !isVersion(version) || !segments.every(isSafeSegment) || segments[0] === SERVER_BUILD_DIR) {
      sendError(res, 'NOT_FOUND', MESSAGES.notFound);
      return;
    }
    const dir = ctx.store.versionDir(app, version);
    const relative = segments.join('/');
    const file = path.resolve(dir, relative);
    if (!file.startsWith(dir + path.sep) || !isFile(file)) {
      sendError(res, 'NOT_FOUND', MESSAGES.notFound);
      return;
    }
    const accepted = acceptedEncodings(req);
    const siblings = [
      { encoding: 'br', suffix: '.br' },
      { encoding: 'gzip', suffix: '.gz' },
    ].filter((sibling) => isFile(file + sibling.suffix));
    const chosen = siblings.find((sibling) => accepted.has(sibling.encoding) || accepted.has('*'));
    if (siblings.length > 0) res.vary('Accept-Encoding');
    res.type(path.extname(file));
    if (embedded) res.set('Cross-Origin-Resource-Policy', 'cross-origin');
    if (chosen) res.set('Content-Encoding', chosen.encoding);
    res.sendFile(
      path.relative(dir, file) + (chosen?.suffix ?? ''),
      { root: dir, maxAge: ONE_YEAR_MS, immutable: true, dotfiles: 'deny', lastModified: false },
      (error?: Error) => {
        if (error && !res.headersSent) next(Object.assign(error, { status: 404 }));
      },
    );
  });

  return router;
}
