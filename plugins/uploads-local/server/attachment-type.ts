import type { AttachmentExtension } from '../../../kernel/provider-api.ts';

export interface AttachmentType {
  extension: AttachmentExtension;
  /** What `/uploads` answers with: never a type a browser renders as a page. */
  mime: string;
}

const TEXT = (mime: string) => `${mime}; charset=utf-8`;

export const ATTACHMENT_TYPES: Record<AttachmentExtension, AttachmentType> = {
  pdf: { extension: 'pdf', mime: 'application/pdf' },
  zip: { extension: 'zip', mime: 'application/zip' },
  docx: { extension: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { extension: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  pptx: { extension: 'pptx', mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
  txt: { extension: 'txt', mime: TEXT('text/plain') },
  csv: { extension: 'csv', mime: TEXT('text/csv') },
  md: { extension: 'md', mime: TEXT('text/markdown') },
};

const startsWith = (data: Buffer, bytes: number[] | string) =>
  typeof bytes === 'string' ? data.subarray(0, bytes.length).toString('latin1') === bytes : bytes.every((b, i) => data[i] === b);

/** Local file header, or the end record of an empty archive. */
const isZip = (data: Buffer) => startsWith(data, [0x50, 0x4b, 0x03, 0x04]) || startsWith(data, [0x50, 0x4b, 0x05, 0x06]);

/** An Office Open XML file is a zip whose parts live under one folder (names are stored as plain text). */
const OFFICE_FOLDER: Partial<Record<AttachmentExtension, string>> = { docx: 'word/', xlsx: 'xl/', pptx: 'ppt/' };

/** What a browser or a shell would run or render, whatever the file is called. */
const ACTIVE_TEXT = /^(?:\uFEFF)?\s*(?:#!|<\?xml|<!doctype|<html|<head|<body|<script|<svg|<iframe|<object|<embed|<meta|<style|<link)/i;
const PROGRAM_MAGIC: number[][] = [
  [0x4d, 0x5a], // Windows (MZ)
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0xcf, 0xfa, 0xed, 0xfe], [0xce, 0xfa, 0xed, 0xfe], [0xfe, 0xed, 0xfa, 0xce], [0xfe, 0xed, 0xfa, 0xcf], [0xca, 0xfe, 0xba, 0xbe], // Mach-O
];

/** UTF-8 throughout, no NUL, and nothing that opens as markup or a script. */
function isPlainText(data: Buffer): boolean {
  if (data.includes(0)) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return false;
  }
  return !ACTIVE_TEXT.test(text.slice(0, 1024));
}

/**
 * Whether `data` is what a file named `.<extension>` claims, by content: PDF and zip by their
 * leading bytes, Office files as zips holding their folder, text as clean UTF-8. Programs are
 * refused first, whatever the name; the extension alone never decides.
 */
export function matchesAttachment(data: Buffer, extension: AttachmentExtension): boolean {
  if (PROGRAM_MAGIC.some((magic) => startsWith(data, magic))) return false;
  switch (extension) {
    case 'pdf':
      return startsWith(data, '%PDF-');
    case 'zip':
      return isZip(data);
    case 'docx':
    case 'xlsx':
    case 'pptx':
      return isZip(data) && data.includes(OFFICE_FOLDER[extension]!, 0, 'latin1');
    case 'txt':
    case 'csv':
    case 'md':
      return isPlainText(data);
  }
}

/** The attachment extension of a file name (lower-cased), if it is one the site can check. */
export function attachmentExtension(fileName: string, known: readonly string[]): AttachmentExtension | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return ext && known.includes(ext) ? (ext as AttachmentExtension) : undefined;
}
