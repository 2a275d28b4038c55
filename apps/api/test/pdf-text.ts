import type request from 'supertest';
import { inflateSync } from 'node:zlib';

/**
 * The streams of a PDF, inflated where pdfkit compressed them (FlateDecode). pdfkit writes
 * `stream\n`, the bytes, then `\nendstream`: no carriage return is ever part of the frame, and a
 * compressed stream may well end in the byte 0x0D, which an optional `\r` would cut off.
 */
function streamsOf(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  return Array.from(raw.matchAll(/stream\n([\s\S]*?)\nendstream/g), ([, body = '']) => {
    const bytes = Buffer.from(body, 'latin1');
    try {
      return inflateSync(bytes).toString('latin1');
    } catch {
      return body;
    }
  });
}

/** Glyph code → character, from the ToUnicode maps pdfkit writes for an embedded font. */
function unicodeMapOf(streams: readonly string[]): Map<number, string> {
  const map = new Map<number, string>();
  for (const stream of streams.filter((text) => text.includes('beginbfrange'))) {
    for (const [, start = '0', list = ''] of stream.matchAll(
      /<([0-9a-f]{4})> <[0-9a-f]{4}> \[([^\]]*)\]/gi,
    )) {
      Array.from(list.matchAll(/<([0-9a-f]+)>/gi)).forEach(([, hex = ''], index) => {
        const units = hex.match(/.{4}/g)?.map((unit) => parseInt(unit, 16)) ?? [];
        map.set(parseInt(start, 16) + index, String.fromCharCode(...units));
      });
    }
  }
  return map;
}

/**
 * The text a PDF made by pdfkit shows, run after run, for a test to look for words in: the
 * hex glyph codes of its TJ operators read back through the font's ToUnicode map.
 */
export function pdfText(pdf: Buffer): string {
  const streams = streamsOf(pdf);
  const unicode = unicodeMapOf(streams);
  const runs: string[] = [];
  for (const stream of streams) {
    for (const [, array = ''] of stream.matchAll(/\[([^\]]*)\] TJ/g)) {
      const codes = Array.from(array.matchAll(/<([0-9a-f]+)>/gi), ([, hex = '']) => hex).join('');
      const glyphs = codes.match(/.{4}/g) ?? [];
      runs.push(glyphs.map((glyph) => unicode.get(parseInt(glyph, 16)) ?? '?').join(''));
    }
  }
  return runs.join('\n');
}

/** Supertest reads an application/pdf body into a Buffer with this parser. */
const binary: Parameters<request.Test['parse']>[0] = (res, done) => {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

/** The answer of a call that downloads a PDF, and its bytes. */
export const pdfOf = async (call: request.Test) => {
  const res = await call.buffer(true).parse(binary);
  return { res, pdf: res.body as Buffer };
};
