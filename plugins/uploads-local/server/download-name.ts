/** Longer names are cut: a download name is for a person to read. */
const NAME_MAX = 120;

/**
 * The name a downloaded attachment is saved under: the uploader's file name without folders,
 * control characters or characters file systems refuse, ending in the stored file's extension
 * (so a name in a link cannot make a `.txt` download an `.exe`). Empty names become `file.<ext>`.
 */
export function downloadName(raw: string, extension: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const printable = [...base].filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f).join('');
  let name = printable.replace(/[<>:"|?*]/g, '').replace(/^[.\s]+/, '').trim().slice(0, NAME_MAX);
  if (!name.toLowerCase().endsWith(`.${extension}`)) name = `${name || 'file'}.${extension}`;
  return name;
}

/** `Content-Disposition` for a download: an ASCII fallback and the UTF-8 name (RFC 6266, RFC 5987). */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
