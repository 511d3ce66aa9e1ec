/**
 * Partner keys: a random secret shown once, stored only as its sha256 (a key has 256 random bits, so a fast
 * hash is enough: nothing can be guessed from it), with scopes and a rate limit per minute.
 */
import { createHash } from 'node:crypto';
import {
  PARTNER_KEY_MESSAGES,
  PARTNER_SCOPES,
  type PartnerKeyCreatedResponse,
  type PartnerKeyInput,
  type PartnerKeySummary,
  type PartnerScope,
} from '@amb/shared-contracts';
import { randomToken } from '../auth/crypto';
import type { Db, PartnerKeyTable } from '../db/types';
import { httpError, notFound } from '../http/errors';
import { writeAudit } from '../repositories/auditLog';
import {
  findLivePartnerKeyByHash,
  findPartnerKey,
  findPartnerKeys,
  insertPartnerKey,
  revokePartnerKeyRow,
} from '../repositories/partners';

/** Every key starts so (a secret scanner can recognise a leaked one). */
export const PARTNER_KEY_PREFIX = 'ambpk_';
const SHOWN_PREFIX_LENGTH = PARTNER_KEY_PREFIX.length + 6;

export const hashPartnerKey = (secret: string): string => createHash('sha256').update(secret, 'utf8').digest('hex');

const scopesOf = (stored: string): PartnerScope[] =>
  stored.split(',').filter((s): s is PartnerScope => (PARTNER_SCOPES as readonly string[]).includes(s));

function summary(row: Omit<PartnerKeyTable, 'keyId'> & { keyId: number }): PartnerKeySummary {
  return {
    keyId: row.keyId,
    partnerName: row.partnerName,
    prefix: row.prefix,
    scopes: scopesOf(row.scopes),
    requestsPerMinute: row.requestsPerMinute,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    revokedAt: row.revokedAt,
  };
}

export async function createPartnerKey(
  db: Db,
  input: PartnerKeyInput,
  createdBy: number,
  now: Date,
): Promise<PartnerKeyCreatedResponse> {
  const secret = `${PARTNER_KEY_PREFIX}${randomToken(32)}`;
  const row = {
    partnerName: input.partnerName,
    prefix: secret.slice(0, SHOWN_PREFIX_LENGTH),
    keyHash: hashPartnerKey(secret),
    scopes: [...new Set(input.scopes)].join(','),
    requestsPerMinute: input.requestsPerMinute,
    createdAt: now.toISOString(),
    createdBy,
    lastUsedAt: null,
    revokedAt: null,
  };
  const keyId = await db.transaction().execute(async (trx) => {
    const id = await insertPartnerKey(trx, row);
    await writeAudit(
      trx,
      {
        actorUserId: createdBy,
        action: 'partnerKey.create',
        targetUserId: null,
        details: { keyId: id, partnerName: row.partnerName, scopes: row.scopes },
      },
      now,
    );
    return id;
  });
  return { key: summary({ ...row, keyId }), secret };
}

export async function listPartnerKeys(db: Db): Promise<PartnerKeySummary[]> {
  return (await findPartnerKeys(db)).map(summary);
}

export async function revokePartnerKey(
  db: Db,
  keyId: number,
  actorUserId: number,
  now: Date,
): Promise<PartnerKeySummary> {
  return db.transaction().execute(async (trx) => {
    const key = await findPartnerKey(trx, keyId);
    if (!key) throw notFound(PARTNER_KEY_MESSAGES.keyUnknown);
    if (await revokePartnerKeyRow(trx, keyId, now.toISOString())) {
      await writeAudit(
        trx,
        {
          actorUserId,
          action: 'partnerKey.revoke',
          targetUserId: null,
          details: { keyId, partnerName: key.partnerName },
        },
        now,
      );
    }
    return summary((await findPartnerKey(trx, keyId))!);
  });
}

export interface PartnerIdentity {
  keyId: number;
  partnerName: string;
  scopes: PartnerScope[];
  requestsPerMinute: number;
}

/** The partner a presented key belongs to; 401 for a missing, unknown or revoked key. */
export async function authenticatePartner(db: Db, presented: string | undefined): Promise<PartnerIdentity> {
  if (!presented) throw httpError('PARTNER_KEY_INVALID', PARTNER_KEY_MESSAGES.missingKey);
  if (presented.length > 200 || !presented.startsWith(PARTNER_KEY_PREFIX)) {
    throw httpError('PARTNER_KEY_INVALID', PARTNER_KEY_MESSAGES.invalidKey);
  }
  const row = await findLivePartnerKeyByHash(db, hashPartnerKey(presented));
  if (!row) throw httpError('PARTNER_KEY_INVALID', PARTNER_KEY_MESSAGES.invalidKey);
  return {
    keyId: row.keyId,
    partnerName: row.partnerName,
    scopes: scopesOf(row.scopes),
    requestsPerMinute: row.requestsPerMinute,
  };
}
