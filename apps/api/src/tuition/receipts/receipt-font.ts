import { readFile } from 'node:fs/promises';
import { RECEIPT_MESSAGES } from '@academy/contracts';
import { AppError } from '../../http/app-error.js';

/**
 * The face of a font collection (.ttc) that receipts use: Noto Sans CJK's Korean one. A single
 * font file (.otf, .ttf) has one face and is read as it is (decision 0044).
 */
const COLLECTION_FACE = 'NotoSansCJKkr-Regular';

export interface ReceiptFont {
  data: Buffer;
  /** The face to take from a collection; undefined for a single font file. */
  face: string | undefined;
}

/**
 * Reads the font that writes Korean on receipts (RECEIPT_FONT_PATH) once and keeps it: a PDF is
 * made on every download. A missing or unreadable file refuses the download (503) and is tried
 * again on the next one, so installing the font needs no restart.
 */
export function createReceiptFontLoader(fontPath: string) {
  let loaded: Promise<ReceiptFont> | null = null;
  return function loadReceiptFont(): Promise<ReceiptFont> {
    loaded ??= readFile(fontPath).then(
      (data) => ({
        data,
        face: fontPath.toLowerCase().endsWith('.ttc') ? COLLECTION_FACE : undefined,
      }),
      () => {
        loaded = null;
        throw new AppError('SERVICE_UNAVAILABLE', RECEIPT_MESSAGES.fontMissing);
      },
    );
    return loaded;
  };
}

export type LoadReceiptFont = ReturnType<typeof createReceiptFontLoader>;
