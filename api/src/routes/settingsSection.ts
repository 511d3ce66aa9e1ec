import type { Router } from 'express';
import type { AnyObjectSchema, InferType } from 'yup';
import { currentUserId, requireUser } from '../auth';
import { parseBody } from '../http/validation';
import { saved } from '../members/saved';

/** One section of the member's settings, behind one path. */
export interface SettingsSection<S extends AnyObjectSchema, T extends object> {
  /** The shared schema of the section's form. */
  schema: S;
  /** What is stored for the member; without it the path has no GET of its own here. */
  read?: (userId: number) => Promise<T>;
  /** Stores the validated input and gives what is stored now. */
  write: (userId: number, input: InferType<S>) => Promise<T>;
}

/**
 * Members only: GET answers the section as stored; PUT validates the body with the shared schema (400 with
 * the German field messages, nothing stored), stores it and answers what is stored now with "Gespeichert".
 */
export function settingsSectionRoutes<S extends AnyObjectSchema, T extends object>(
  router: Router,
  path: string,
  { schema, read, write }: SettingsSection<S, T>,
): void {
  if (read) {
    router.get(path, requireUser, async (req, res) => {
      res.json(await read(currentUserId(req)));
    });
  }
  router.put(path, requireUser, async (req, res) => {
    const input = parseBody(schema, req.body);
    res.json(saved(await write(currentUserId(req), input)));
  });
}
