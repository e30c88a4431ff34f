/** The shared link: the post's address, with ?shareUserId= for a logged-in viewer (SPEC §2.3). */
export function shareUrl(origin: string, path: string, username: string | undefined): string {
  const url = new URL(path, origin);
  if (username) url.searchParams.set('shareUserId', username);
  return url.toString();
}
