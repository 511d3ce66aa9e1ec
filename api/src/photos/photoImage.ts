/**
 * An uploaded photo checked by its content (libvips reads the magic bytes, never the name or the declared
 * type) and its thumbnail, both with sharp.
 */
import { PHOTO_FORMATS, PHOTO_MESSAGES, PHOTO_THUMBNAIL_WIDTH, type PhotoFormat } from '@amb/shared-contracts';
import sharp from 'sharp';
import { validationFailed } from '../http/errors';

/** Refuses decompression bombs: a group photo of 50 megapixels is plenty. */
const MAX_PIXELS = 50_000_000;

export interface CheckedPhoto {
  format: PhotoFormat;
  width: number;
  height: number;
  /** The photo as stored and served: re-encoded without EXIF (GPS, camera, time), XMP, IPTC or comments. */
  original: Buffer;
}

/** Encoder settings of the stored original: near the camera's quality, PNG stays lossless. */
function encodeAs(image: sharp.Sharp, format: PhotoFormat): sharp.Sharp {
  if (format === 'jpeg') return image.jpeg({ quality: 92, mozjpeg: true });
  if (format === 'png') return image.png();
  return image.webp({ quality: 92 });
}

/**
 * `data` without any metadata (issue 21): sharp writes none unless asked to, so re-encoding drops EXIF, GPS,
 * XMP and IPTC. rotate() first applies the EXIF orientation the stripped file no longer carries.
 */
export async function withoutMetadata(
  data: Buffer,
  format: PhotoFormat,
): Promise<{ data: Buffer; width: number; height: number }> {
  const { data: stripped, info } = await encodeAs(
    sharp(data, { limitInputPixels: MAX_PIXELS }).rotate(),
    format,
  ).toBuffer({ resolveWithObject: true });
  return { data: stripped, width: info.width, height: info.height };
}

/** Whether a stored file still carries metadata (photos uploaded before issue 21 kept theirs). */
export async function carriesMetadata(data: Buffer): Promise<boolean> {
  const { exif, xmp, iptc, comments, orientation } = await sharp(data).metadata();
  return Boolean(exif || xmp || iptc || comments?.length || orientation);
}

const isPhotoFormat = (format: string | undefined): format is PhotoFormat =>
  (PHOTO_FORMATS as readonly string[]).includes(format ?? '');

const wrongType = () => validationFailed({ photo: PHOTO_MESSAGES.wrongType }, PHOTO_MESSAGES.wrongType);

/**
 * The photo's format and size, re-encoded without metadata; 400 when the bytes are no JPEG, PNG or WebP image.
 * The thumbnail is made afterwards, by a background job (photos/thumbnails.ts).
 */
export async function checkPhoto(data: Buffer): Promise<CheckedPhoto> {
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(data, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw wrongType();
  }
  const { format, width, height } = metadata;
  if (!isPhotoFormat(format) || !width || !height || width * height > MAX_PIXELS) throw wrongType();
  let original: Awaited<ReturnType<typeof withoutMetadata>>;
  try {
    // Decodes the whole image: a header that parses over a body that does not (a truncated file) is no photo.
    original = await withoutMetadata(data, format);
  } catch {
    throw wrongType();
  }
  return { format, width: original.width, height: original.height, original: original.data };
}

/** The JPEG thumbnail of a stored photo (already upright and without metadata). */
export function thumbnailOf(original: Buffer): Promise<Buffer> {
  return sharp(original, { limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize({ width: PHOTO_THUMBNAIL_WIDTH, withoutEnlargement: true })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}

export const PHOTO_CONTENT_TYPES: Record<PhotoFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
