/**
 * Sessions (ASVS V7): an opaque 256-bit token in an HttpOnly cookie, stored only as its SHA-256;
 * a new token at every log-in; an idle and an absolute end; revoked on the server at log-out, at a
 * password reset (all) and at a password change (the others, when the shopper accepts the offer).
 */
import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { customers, type PendingProfile, sessions } from '../db/schema';
import type { Database } from '../db/types';
import { newToken, sha256Hex } from './crypto';
import type { CustomerSettings } from './settings';

export type CustomerRow = typeof customers.$inferSelect;

export interface SessionInfo {
  tokenHash: string;
  /** The account; null for a pending sign-up's stand-in session (see README). */
  customer: CustomerRow | null;
  pendingProfile: PendingProfile | null;
}

export interface SessionStore {
  create(
    owner: { customerId: string } | { pendingProfile: PendingProfile },
    userAgent?: string,
  ): Promise<string>;
  /** The live session of a token, touching its last use; undefined when unknown, idle or expired. */
  find(token: string): Promise<SessionInfo | undefined>;
  revoke(tokenHash: string): Promise<void>;
  /**
   * Ends a sign-up's stand-in session but keeps its profile (its token hash is replaced by one
   * nobody holds), so that a later log-in with the password typed at sign-up finds it (issue 34 item 1).
   */
  retire(tokenHash: string): Promise<void>;
  /** The newest live stand-in profile of an address (by its e-mail hash), if a sign-up left one. */
  standInFor(emailHash: string): Promise<PendingProfile | undefined>;
  /** Ends every session of a customer, or every one but `except`; returns how many ended. */
  revokeAll(customerId: string, except?: string): Promise<number>;
  countOthers(customerId: string, except: string): Promise<number>;
  prune(): Promise<void>;
}

export function createSessionStore(
  db: Database,
  settings: Pick<CustomerSettings, 'sessionIdleMs' | 'sessionAbsoluteMs' | 'sessionTouchMs'>,
  now: () => number = Date.now,
): SessionStore {
  const liveSince = () => new Date(now() - settings.sessionIdleMs);
  return {
    async create(owner, userAgent) {
      const token = newToken();
      await db.insert(sessions).values({
        tokenHash: sha256Hex(token),
        ...('customerId' in owner
          ? { customerId: owner.customerId }
          : { pendingProfile: owner.pendingProfile }),
        createdAt: new Date(now()),
        lastSeenAt: new Date(now()),
        expiresAt: new Date(now() + settings.sessionAbsoluteMs),
        userAgent: userAgent?.slice(0, 200) ?? null,
      });
      return token;
    },
    async find(token) {
      const tokenHash = sha256Hex(token);
      const [row] = await db
        .select({ session: sessions, customer: customers })
        .from(sessions)
        .leftJoin(customers, eq(customers.id, sessions.customerId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            gt(sessions.expiresAt, new Date(now())),
            gt(sessions.lastSeenAt, liveSince()),
          ),
        );
      if (!row) return undefined;
      if (row.session.customerId && !row.customer) return undefined;
      if (now() - row.session.lastSeenAt.getTime() > settings.sessionTouchMs) {
        await db
          .update(sessions)
          .set({ lastSeenAt: new Date(now()) })
          .where(eq(sessions.tokenHash, tokenHash));
      }
      return { tokenHash, customer: row.customer, pendingProfile: row.session.pendingProfile };
    },
    async retire(tokenHash) {
      await db
        .update(sessions)
        .set({ tokenHash: sha256Hex(newToken()) })
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.customerId)));
    },
    async standInFor(emailHash) {
      const [row] = await db
        .select({ profile: sessions.pendingProfile })
        .from(sessions)
        .where(
          and(
            isNull(sessions.customerId),
            sql`${sessions.pendingProfile}->>'emailHash' = ${emailHash}`,
            gt(sessions.expiresAt, new Date(now())),
            gt(sessions.lastSeenAt, liveSince()),
          ),
        )
        .orderBy(desc(sessions.createdAt))
        .limit(1);
      return row?.profile ?? undefined;
    },
    async revoke(tokenHash) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },
    async revokeAll(customerId, except) {
      const ended = await db
        .delete(sessions)
        .where(
          except
            ? and(eq(sessions.customerId, customerId), ne(sessions.tokenHash, except))
            : eq(sessions.customerId, customerId),
        )
        .returning({ tokenHash: sessions.tokenHash });
      return ended.length;
    },
    async countOthers(customerId, except) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(sessions)
        .where(
          and(
            eq(sessions.customerId, customerId),
            ne(sessions.tokenHash, except),
            gt(sessions.expiresAt, new Date(now())),
            gt(sessions.lastSeenAt, liveSince()),
          ),
        );
      return row?.n ?? 0;
    },
    async prune() {
      await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, new Date(now())), lt(sessions.lastSeenAt, liveSince())));
    },
  };
}
