/**
 * Data access of the accounts (issue 24.6): customers and their one-time link tokens. The routes
 * say what happens; the queries, and what makes them safe under concurrency (the unique address,
 * the single-use `UPDATE … WHERE used_at IS NULL`), live here.
 */
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Channel, Market } from '../../shared/markets';
import { customers, customerTokens, newsletterSubscriptions, type TokenPurpose } from '../db/schema';
import type { Database } from '../db/types';
import { newToken, sha256Hex } from './crypto';
import { drawCustomerNumber, isCustomerNumberTaken } from './customer-number';
import type { CustomerRow } from './sessions';

export interface NewCustomer {
  email: string;
  emailHash: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  channel: Channel;
  market: Market;
}

export interface AccountStore {
  byEmail(email: string): Promise<CustomerRow | undefined>;
  byId(id: string): Promise<CustomerRow | undefined>;
  /** The new account, or undefined when the address already has one (of concurrent sign-ups one wins). */
  create(values: NewCustomer): Promise<CustomerRow | undefined>;
  /** A new password: stored with the time of the change. */
  setPassword(id: string, passwordHash: string): Promise<void>;
  /** The same password under a stronger hash (log-in after the cost was raised). */
  rehash(id: string, passwordHash: string): Promise<void>;
  /** The moved account, or undefined when another account took the address meanwhile. */
  changeEmail(id: string, email: string, emailHash: string): Promise<CustomerRow | undefined>;
  setWhitelabelOrder(id: string, on: boolean): Promise<CustomerRow | undefined>;
  /** Stores a link token (as its SHA-256) and returns the token for the mail. */
  issueToken(purpose: TokenPurpose, customerId: string, validMs: number, newEmail?: string): Promise<string>;
  /** The account of an unspent, unexpired reset token, without spending it. */
  resetTokenOwner(token: string): Promise<CustomerRow | undefined>;
  /** Spends a token of a purpose; of two concurrent spends exactly one gets the row. */
  spendToken(
    token: string,
    purpose: TokenPurpose,
  ): Promise<{ customerId: string; newEmail: string | null } | undefined>;
  /** Spends every open link of the account and voids pending newsletter opt-ins of its addresses. */
  revokeLinks(customerId: string, emails: readonly string[]): Promise<void>;
  /** The account a live token of a purpose belongs to, without spending it (known devices). */
  tokenOwner(token: string, purpose: TokenPurpose): Promise<string | undefined>;
  /** The owner followed the welcome mail's link, or proved the mailbox otherwise (issue 34 item 13). */
  markVerified(id: string): Promise<CustomerRow | undefined>;
}

export function createAccountStore(db: Database, now: () => number): AccountStore {
  const at = () => new Date(now());
  const live = (tokenHash: string) =>
    and(
      eq(customerTokens.tokenHash, tokenHash),
      isNull(customerTokens.usedAt),
      gt(customerTokens.expiresAt, at()),
    );

  return {
    async byEmail(email) {
      const [row] = await db.select().from(customers).where(eq(customers.email, email));
      return row;
    },
    async byId(id) {
      const [row] = await db.select().from(customers).where(eq(customers.id, id));
      return row;
    },
    async create(values) {
      const insert = () =>
        db
          .insert(customers)
          .values({ ...values, number: drawCustomerNumber() })
          .onConflictDoNothing({ target: customers.email })
          .returning();
      const [created] = await insert().catch((error: unknown) => {
        // One in millions: the drawn number is taken. Draw once more.
        if (!isCustomerNumberTaken(error)) throw error;
        return insert();
      });
      return created;
    },
    async setPassword(id, passwordHash) {
      await db
        .update(customers)
        .set({ passwordHash, passwordChangedAt: at(), updatedAt: at() })
        .where(eq(customers.id, id));
    },
    async rehash(id, passwordHash) {
      await db.update(customers).set({ passwordHash }).where(eq(customers.id, id));
    },
    async changeEmail(id, email, emailHash) {
      // The unique index refuses an address another account took since the link was sent.
      const changed = await db
        .update(customers)
        .set({ email, emailHash, updatedAt: at() })
        .where(eq(customers.id, id))
        .returning()
        .catch(() => []);
      return changed[0];
    },
    async setWhitelabelOrder(id, on) {
      const [updated] = await db
        .update(customers)
        .set({ whitelabelOrder: on, updatedAt: at() })
        .where(eq(customers.id, id))
        .returning();
      return updated;
    },
    async issueToken(purpose, customerId, validMs, newEmail) {
      const token = newToken();
      await db.insert(customerTokens).values({
        tokenHash: sha256Hex(token),
        purpose,
        customerId,
        newEmail: newEmail ?? null,
        expiresAt: new Date(now() + validMs),
      });
      return token;
    },
    async resetTokenOwner(token) {
      const [row] = await db
        .select({ customer: customers })
        .from(customerTokens)
        .innerJoin(customers, eq(customers.id, customerTokens.customerId))
        .where(and(live(sha256Hex(token)), eq(customerTokens.purpose, 'password-reset')));
      return row?.customer;
    },
    async spendToken(token, purpose) {
      const [spent] = await db
        .update(customerTokens)
        .set({ usedAt: at() })
        .where(and(live(sha256Hex(token)), eq(customerTokens.purpose, purpose)))
        .returning({ customerId: customerTokens.customerId, newEmail: customerTokens.newEmail });
      return spent;
    },
    async tokenOwner(token, purpose) {
      const [row] = await db
        .select({ customerId: customerTokens.customerId })
        .from(customerTokens)
        .where(and(live(sha256Hex(token)), eq(customerTokens.purpose, purpose)));
      return row?.customerId;
    },
    async markVerified(id) {
      const [updated] = await db
        .update(customers)
        .set({
          emailVerifiedAt: sql`coalesce(${customers.emailVerifiedAt}, ${at().toISOString()}::timestamptz)`,
        })
        .where(eq(customers.id, id))
        .returning();
      return updated;
    },
    async revokeLinks(customerId, emails) {
      await db
        .update(customerTokens)
        .set({ usedAt: at() })
        .where(and(eq(customerTokens.customerId, customerId), isNull(customerTokens.usedAt)));
      if (emails.length === 0) return;
      await db
        .update(newsletterSubscriptions)
        .set({ confirmTokenHash: null, confirmExpiresAt: null })
        .where(
          and(
            inArray(newsletterSubscriptions.email, [...emails]),
            eq(newsletterSubscriptions.status, 'pending'),
          ),
        );
    },
  };
}
