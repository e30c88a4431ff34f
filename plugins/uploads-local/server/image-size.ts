import type { ImageType } from './image-type.ts';

export interface ImageSize {
  width: number;
  height: number;
}

/** JPEG's start-of-frame markers (C0–CF but C4, C8 and CC, which are tables): each carries the size. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(data: Buffer): ImageSize | undefined {
  let at = 2;
  while (at + 9 < data.length) {
    if (data[at] !== 0xff) return undefined;
    const marker = data[at + 1]!;
    if (isStartOfFrame(marker)) return { height: data.readUInt16BE(at + 5), width: data.readUInt16BE(at + 7) };
    at += 2 + data.readUInt16BE(at + 2);
  }
  return undefined;
}

function webpSize(data: Buffer): ImageSize | undefined {
  const chunk = data.toString('ascii', 12, 16);
  if (chunk === 'VP8 ' && data.length >= 30) return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L' && data.length >= 25) {
    const bits = data.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X' && data.length >= 30) return { width: data.readUIntLE(24, 3) + 1, height: data.readUIntLE(27, 3) + 1 };
  return undefined;
}

/**
 * An image's width and height from its header, without decoding it (the megapixel limit is
 * checked before anything is stored); undefined when the header is not one it can read.
 */
export function imageSize(data: Buffer, type: ImageType): ImageSize | undefined {
  if (type.extension === 'png') return data.length >= 24 ? { width: data.readUInt32BE(16), height: data.readUInt32BE(20) } : undefined;
  if (type.extension === 'webp') return webpSize(data);
  return jpegSize(data);
}
