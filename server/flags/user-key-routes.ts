import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { USER_KEY_PATH } from '../../shared/flags';
import { CONSENT_STATUSES } from '../../shared/tracking';
import { parseInput } from '../http/validate';
import { userKeyForConsent } from './user-key';

const body = z.object({ consent: z.enum(CONSENT_STATUSES) }).strict();

export interface UserKeyAnswer {
  /** The key the browser SDK runs with; null without consent. */
  splitKey: string | null;
}

/**
 * Issue 18: the user key exists only while the shopper consents. The page a visitor sees before
 * choosing carries no key; at the moment of the choice the browser posts it here and gets the
 * key (granting) or loses the cookie (declining, withdrawing), without waiting for a page load.
 * The cookie is HttpOnly, so only the server can create or delete it. Under /web-api/, the
 * origin check keeps other sites from posting.
 */
export async function userKeyRoutes(app: FastifyInstance): Promise<void> {
  app.post(USER_KEY_PATH, async (request, reply) => {
    const { consent } = parseInput(body, request.body, 'consent choice');
    const { key, setCookie } = userKeyForConsent(request.shop.cookies, {
      consent,
      isBot: request.shop.isBot,
      secure: request.protocol === 'https',
    });
    if (setCookie) reply.header('set-cookie', setCookie);
    const answer: UserKeyAnswer = { splitKey: key };
    return reply.header('cache-control', 'no-store').send(answer);
  });
}
