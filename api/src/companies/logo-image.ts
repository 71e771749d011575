import sharp from 'sharp';
import { LOGO_MAX_DIMENSION } from '@agency/contracts';

export type TLogoType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

/** A logo as stored: the re-encoded bytes and what they are. */
export interface ProcessedLogo {
  bytes: Buffer;
  contentType: TLogoType;
  width: number;
  height: number;
}

/** Why an image was refused: a type we do not take, or bytes that do not decode as the type they claim. */
export class LogoRejectedError extends Error {
  constructor(readonly reason: 'type' | 'unreadable') {
    super(reason === 'type' ? 'unsupported image type' : 'unreadable image');
  }
}

/** Decoding a huge canvas costs memory whatever the file size; 40 megapixels is far beyond any logo. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * The type from the file's first bytes (its signature), never from its name or declared type. Only the four raster
 * types pass; SVG (a document that can carry script), HTML, PDF and everything else are refused before any decoder
 * sees them.
 */
export function sniffLogoType(bytes: Buffer): TLogoType | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 6 && (bytes.subarray(0, 6).toString('latin1') === 'GIF87a' || bytes.subarray(0, 6).toString('latin1') === 'GIF89a')) {
    return 'image/gif';
  }
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'image/webp';
  }
  return undefined;
}

const SHARP_FORMATS: Record<TLogoType, string> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/gif': 'gif', 'image/webp': 'webp' };

/**
 * Decodes the whole image (a PNG header on garbage fails here), turns it upright, fits it within
 * LOGO_MAX_DIMENSION square without enlarging, and encodes it afresh: nothing of the uploaded file but its pixels
 * survives, so EXIF (GPS, camera), ICC profiles, comments and anything appended after the image are gone (sharp
 * writes no metadata unless asked). GIFs keep their first frame and become PNG, which holds the same transparency.
 */
export async function processLogo(input: Buffer): Promise<ProcessedLogo> {
  const sniffed = sniffLogoType(input);
  if (!sniffed) throw new LogoRejectedError('type');
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
    const metadata = await image.metadata();
    if (metadata.format !== SHARP_FORMATS[sniffed]) throw new LogoRejectedError('unreadable');
    const resized = image.rotate().resize({ width: LOGO_MAX_DIMENSION, height: LOGO_MAX_DIMENSION, fit: 'inside', withoutEnlargement: true });
    const contentType: TLogoType = sniffed === 'image/gif' ? 'image/png' : sniffed;
    const encoded =
      contentType === 'image/jpeg'
        ? resized.jpeg({ quality: 85, mozjpeg: true })
        : contentType === 'image/webp'
          ? resized.webp({ quality: 85 })
          : resized.png({ compressionLevel: 9 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof LogoRejectedError) throw error;
    // libvips' own words about corrupt input are not for the client.
    throw new LogoRejectedError('unreadable');
  }
}
