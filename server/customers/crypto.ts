import { createHash, randomBytes } from 'node:crypto';

/** An opaque token: 32 random bytes (256 bits) in base64url, 43 characters. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How tokens are stored: hex SHA-256. A token has 256 bits of entropy, so no salt or stretching is needed. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}
