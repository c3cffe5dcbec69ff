/**
 * Customer accounts and everything that hangs off them (issue 6): sessions, one-time tokens,
 * rate-limit windows, newsletter subscriptions, wishlists, the mail outbox and contact messages.
 * Secrets never sit here in clear: passwords as scrypt hashes, session and link tokens as SHA-256.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { CHANNELS, type Channel } from '../../../shared/markets/hosts';
import { MARKETS, type Market } from '../../../shared/markets/locales';
import { oneOf } from './columns';

const at = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => at('created_at').notNull().defaultNow();

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * SPEC 3 customer number, shown to the shopper and quoted to customer service. Drawn at random
     * (server/customers/customer-number.ts) so that numbers do not tell how many accounts exist;
     * the first accounts kept the numbers they had from the old 100001-up sequence.
     */
    number: integer('number').notNull().unique(),
    /** The canonical address (shared/customer/email.ts): one account per address, across both brands. */
    email: text('email').notNull().unique(),
    emailHash: text('email_hash').notNull(),
    /** `$scrypt$ln=..,r=..,p=..$salt$hash` (server/customers/password-hash.ts). */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** SPEC 3 customer type, 0 for consumers. */
    type: integer('type').notNull().default(0),
    isWhitelabelCustomer: boolean('is_whitelabel_customer').notNull().default(false),
    /** The whitelabel order switch (SPEC 6); only meaningful for whitelabel customers. */
    whitelabelOrder: boolean('whitelabel_order').notNull().default(false),
    /** Where the account was opened; mails go out in this market's language. */
    channel: text('channel').$type<Channel>().notNull(),
    market: text('market').$type<Market>().notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    passwordChangedAt: at('password_changed_at').notNull().defaultNow(),
    /**
     * When the link of the welcome mail was followed (issue 34 item 13); null while unverified. An
     * unverified account is usable, but cannot change its address, receive order mails with
     * personal data or save addresses. Accounts older than the rule count as verified.
     */
    emailVerifiedAt: at('email_verified_at'),
  },
  (t) => [
    oneOf('customers_channel_check', t.channel, CHANNELS),
    oneOf('customers_market_check', t.market, MARKETS),
    check('customers_email_check', sql`${t.email} = lower(${t.email}) and position('@' in ${t.email}) > 1`),
  ],
);

/** A pending sign-up's stand-in profile (see server/customers/README.md, "Sign-up and enumeration"). */
export interface PendingProfile {
  email: string;
  firstName: string;
  lastName: string;
  emailHash: string;
  number: string;
  /**
   * The password typed at the sign-up, hashed (issue 34 item 1): the stand-in answers a password
   * check like a new account would. Absent in sessions from before.
   */
  passwordHash?: string;
}

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the opaque cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    pendingProfile: jsonb('pending_profile').$type<PendingProfile>(),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    /** Absolute end; the idle end is last_seen_at plus the idle timeout. */
    expiresAt: at('expires_at').notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('sessions_customer_idx').on(t.customerId),
    index('sessions_expires_idx').on(t.expiresAt),
    check('sessions_owner_check', sql`(${t.customerId} is null) <> (${t.pendingProfile} is null)`),
  ],
);

/**
 * email-verify: the welcome mail's link (issue 34 item 13); login-device: a device that logged in
 * successfully, kept in a cookie so an attacker's failures never slow its owner down (item 2).
 */
export const TOKEN_PURPOSES = ['password-reset', 'email-change', 'email-verify', 'login-device'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/** One-time link tokens: single use (used_at), expiring, stored as SHA-256. */
export const customerTokens = pgTable(
  'customer_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose').$type<TokenPurpose>().notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The address an e-mail change moves to. */
    newEmail: text('new_email'),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    oneOf('customer_tokens_purpose_check', t.purpose, TOKEN_PURPOSES),
    index('customer_tokens_customer_idx').on(t.customerId),
  ],
);

/** Fixed-window counters of the rate limiter, shared by every server instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: at('window_started_at').notNull(),
  hits: integer('hits').notNull(),
});

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** Double opt-in newsletter subscriptions, one per brand and address. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    channel: text('channel').$type<Channel>().notNull(),
    email: text('email').notNull(),
    status: text('status').$type<NewsletterStatus>().notNull(),
    market: text('market').$type<Market>().notNull(),
    /** The page the form was sent from (uniqueIdentifier). */
    source: text('source').notNull().default(''),
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmExpiresAt: at('confirm_expires_at'),
    unsubscribeTokenHash: text('unsubscribe_token_hash').unique(),
    /** Proof of the opt-in: when and from where it was asked for and confirmed. */
    requestedAt: at('requested_at').notNull().defaultNow(),
    requestIp: text('request_ip'),
    confirmedAt: at('confirmed_at'),
    confirmIp: text('confirm_ip'),
    unsubscribedAt: at('unsubscribed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.channel, t.email] }),
    oneOf('newsletter_channel_check', t.channel, CHANNELS),
    oneOf('newsletter_status_check', t.status, NEWSLETTER_STATUSES),
    oneOf('newsletter_market_check', t.market, MARKETS),
  ],
);

/** Wishlist themes (cards channel): a customer's, or an anonymous visitor's kept by cookie. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** SHA-256 of the anonymous wishlist cookie's token. */
    anonymousId: text('anonymous_id'),
    themeId: text('theme_id').notNull(),
    addedAt: createdAt(),
  },
  (t) => [
    unique('wishlist_customer_theme_unique').on(t.customerId, t.themeId),
    unique('wishlist_anonymous_theme_unique').on(t.anonymousId, t.themeId),
    check('wishlist_owner_check', sql`(${t.customerId} is null) <> (${t.anonymousId} is null)`),
    index('wishlist_anonymous_idx').on(t.anonymousId),
  ],
);

/** The embedded mail default (DESIGN): every message the shop would send, with its links. */
export const mailOutbox = pgTable('mail_outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind').notNull(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  createdAt: createdAt(),
});

/** Messages of the ContactForm block, kept even when the mail to support fails. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').$type<Channel>().notNull(),
    market: text('market').$type<Market>().notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    orderNumber: text('order_number'),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [oneOf('contact_messages_channel_check', t.channel, CHANNELS)],
);
