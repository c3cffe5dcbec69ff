/**
 * SUPPORT_USERS: the support page's logins, whitespace-separated `name:$scrypt$…` entries
 * (`npm run support:hash -- NAME` prints one). Read by the server's settings (config.ts).
 */
export interface SupportUser {
  name: string;
  hash: string;
}

/** Parses SUPPORT_USERS; a string when an entry is malformed (config reports it). */
export function parseSupportUsers(value: string | undefined): SupportUser[] | string {
  if (!value?.trim()) return [];
  const users: SupportUser[] = [];
  for (const entry of value.trim().split(/\s+/)) {
    const at = entry.indexOf(':');
    const name = entry.slice(0, at);
    const hash = entry.slice(at + 1);
    if (at < 1 || !/^[A-Za-z0-9._-]{1,40}$/.test(name) || !hash.startsWith('$scrypt$'))
      return `"${entry.slice(0, 20)}…" is not name:$scrypt$… (npm run support:hash -- NAME makes one)`;
    users.push({ name, hash });
  }
  return users;
}
