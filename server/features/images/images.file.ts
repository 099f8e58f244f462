/**
 * The image check of POST /api/images: the type of an upload recognised from its first bytes
 * (magic numbers), whatever the client named or declared it, and its dimensions read from its
 * header (`image-size`, which reads headers without decoding pixels). Anything else, SVG included
 * (it is text and may carry script), is not an image here.
 */
import { imageSize } from 'image-size';
import type { ImageContentType } from '@common/api/images.ts';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff]);
const gif87a = Buffer.from('GIF87a', 'latin1');
const gif89a = Buffer.from('GIF89a', 'latin1');
const riff = Buffer.from('RIFF', 'latin1');
const webp = Buffer.from('WEBP', 'latin1');

const startsWith = (data: Buffer, magic: Buffer, at = 0) =>
  data.length >= at + magic.length && data.subarray(at, at + magic.length).equals(magic);

/**
 * The image type of `data` by its signature, or undefined:
 * - PNG: the 8-byte signature 89 50 4E 47 0D 0A 1A 0A;
 * - JPEG: FF D8 FF (SOI and the first marker);
 * - GIF: "GIF87a" or "GIF89a";
 * - WebP: "RIFF", 4 size bytes, "WEBP".
 * Only the signature is checked here, not that the rest decodes: the bytes are served back as
 * they came, with this type and `nosniff`, so a browser renders them as that image type or not at all.
 */
export function imageTypeOf(data: Buffer): ImageContentType | undefined {
  if (startsWith(data, png)) return 'image/png';
  if (startsWith(data, jpeg)) return 'image/jpeg';
  if (startsWith(data, gif87a) || startsWith(data, gif89a)) return 'image/gif';
  if (startsWith(data, riff) && startsWith(data, webp, 8)) return 'image/webp';
  return undefined;
}

/**
 * The width and height in pixels that the header of `data` declares (PNG IHDR, JPEG SOF, GIF
 * logical screen, WebP VP8/VP8L/VP8X; for an animation or a multi-image file, the largest of its
 * images), or undefined when the header cannot be read (truncated or corrupt).
 */
export function imageDimensionsOf(data: Buffer): { width: number; height: number } | undefined {
  try {
    const size = imageSize(data);
    const all = size.images?.length ? size.images : [size];
    return { width: Math.max(...all.map((one) => one.width)), height: Math.max(...all.map((one) => one.height)) };
  } catch {
    return undefined;
  }
}
