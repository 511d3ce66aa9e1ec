import path from 'node:path';
import express, { Router } from 'express';

/** bff/public (from src/ and from dist/ alike). */
const PUBLIC_DIR = path.resolve(__dirname, '..', '..', 'public');
const ICONS = ['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png'];

/** The brand mark as tab and home-screen icon, for every site; cached for a week. */
export function iconsRouter(): Router {
  const router = Router();
  router.get(ICONS, express.static(PUBLIC_DIR, { index: false, maxAge: '7d', fallthrough: false }));
  return router;
}
