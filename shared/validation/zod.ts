/**
 * zod as the shop uses it. In the browser it runs without its compiled fast path: finding out
 * whether that path may be used means calling `new Function`, which our Content-Security-Policy
 * forbids (no 'unsafe-eval'), and every page would report a CSP violation for the attempt.
 * The server keeps the fast path.
 */
import { z } from 'zod';

if ('window' in globalThis) z.config({ jitless: true });

export { z };
