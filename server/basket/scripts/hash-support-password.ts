/**
 * Prints one SUPPORT_USERS entry: `npm run support:hash -- anna` asks for the password (or reads
 * it from SUPPORT_PASSWORD) and prints `anna:$scrypt$…` with the customer area's scrypt cost.
 */
import { createInterface } from 'node:readline/promises';
import { createPasswordHasher } from '../../customers/password-hash';
import { resolveSettings } from '../../customers/settings';

const name = process.argv[2];
if (!name || !/^[A-Za-z0-9._-]{1,40}$/.test(name)) {
  console.error('Usage: npm run support:hash -- NAME   (letters, digits, . _ -)');
  process.exit(1);
}
let password = process.env.SUPPORT_PASSWORD;
if (!password) {
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  password = await rl.question(`Password for ${name}: `);
  rl.close();
}
if (password.length < 12) {
  console.error('Use at least 12 characters.');
  process.exit(1);
}
const hasher = createPasswordHasher(resolveSettings().scrypt, 1);
console.log(`${name}:${await hasher.hash(password)}`);
