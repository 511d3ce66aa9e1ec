/**
 * Demo data of the member services on a fresh database: two past seminars Anna Schneider (a demo member)
 * took part in, each with two group photos in the photo storage. She sees them under /meinamb/fotos and
 * can rate both seminars under /kundenportal/send-feedback. Done once (marked in meta).
 */
import { PHOTO_THUMBNAIL_WIDTH } from '@amb/shared-contracts';
import sharp from 'sharp';
import type { Db } from '../db/types';
import { newPhotoKey, type PhotoStorage } from '../photos/photoStorage';
import { insertPhoto } from '../repositories/eventPhotos';
import { addDays } from '../util/calendarDays';
import { insertPastBooking } from './pastParticipation';
import { insertPastCopy } from './pastEvent';

const META_KEY = 'demo_member_services';
const PARTICIPANT = { firstname: 'Anna', lastname: 'Schneider', email: 'anna.schneider@example.de' };
const ADMIN_EMAIL = 'admin@example.de';
/** How many days before the base date the demo's past seminars began. */
const PAST_STARTS = [40, 110];

const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A drawn "group photo": a room, a row of people and the seminar's title (demo data has no real photos). */
function demoImage(title: string, variant: number): Promise<Buffer> {
  const people = Array.from({ length: 8 }, (_, i) => {
    const x = 110 + i * 130;
    const hue = (i * 47 + variant * 90) % 360;
    return `<circle cx="${x}" cy="330" r="42" fill="#f1c9a5"/><rect x="${x - 55}" y="378" width="110" height="190" rx="40" fill="hsl(${hue},45%,42%)"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
<rect width="1200" height="800" fill="${variant === 0 ? '#dfe7ef' : '#efe6dc'}"/>
<rect y="560" width="1200" height="240" fill="#8a6f55"/>
${people}
<text x="600" y="120" font-family="sans-serif" font-size="44" text-anchor="middle" fill="#1f2933">${escapeXml(title)}</text>
<text x="600" y="180" font-family="sans-serif" font-size="30" text-anchor="middle" fill="#1f2933">Gruppenfoto ${variant + 1}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

export async function seedMemberServiceDemo(db: Db, storage: PhotoStorage, baseDate: string): Promise<void> {
  if (await db.selectFrom('meta').select('key').where('key', '=', META_KEY).executeTakeFirst()) return;
  const member = await db
    .selectFrom('users')
    .select('userId')
    .where('email', '=', PARTICIPANT.email)
    .executeTakeFirst();
  const admin = await db.selectFrom('users').select('userId').where('email', '=', ADMIN_EMAIL).executeTakeFirst();
  // Single events of different seminars, so the two past seminars are told apart by their titles.
  const candidates = await db
    .selectFrom('events')
    .selectAll()
    .where('isSeries', '=', 0)
    .orderBy('eventId')
    .limit(200)
    .execute();
  const templates = candidates
    .filter((event, index) => candidates.findIndex((other) => other.themeId === event.themeId) === index)
    .slice(0, PAST_STARTS.length);
  if (!member || !admin || templates.length < PAST_STARTS.length) return;
  const at = new Date().toISOString();
  for (const [index, daysBefore] of PAST_STARTS.entries()) {
    const template = templates[index]!;
    const eventId = await insertPastCopy(db, template.eventId, addDays(baseDate, -daysBefore), { seatsTaken: 1 });
    await insertPastBooking(db, { bookerUserId: member.userId, eventId, participants: [PARTICIPANT], at });
    for (const variant of [0, 1]) {
      const data = await demoImage(template.title, variant);
      const thumbnail = await sharp(data).resize({ width: PHOTO_THUMBNAIL_WIDTH }).jpeg({ quality: 80 }).toBuffer();
      const storageKey = newPhotoKey('jpeg');
      const thumbnailKey = newPhotoKey('thumb.jpeg');
      await storage.put(storageKey, data);
      await storage.put(thumbnailKey, thumbnail);
      await insertPhoto(db, {
        eventId,
        uploadedBy: admin.userId,
        storageKey,
        thumbnailKey,
        format: 'jpeg',
        sizeBytes: data.length,
        width: 1200,
        height: 800,
        createdAt: at,
      });
    }
  }
  await db.insertInto('meta').values({ key: META_KEY, value: at }).execute();
}
