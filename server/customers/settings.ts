/**
 * Every number the customer area works with, in one place with its reason. Tests pass smaller
 * ones (a cheap scrypt cost, short windows); production uses the defaults.
 */
import type { LimitRule } from '../http/rate-limit';

export interface ScryptCost {
  /** log2 of N, the CPU/memory cost. */
  ln: number;
  r: number;
  p: number;
}

export type { LimitRule };

export interface CustomerSettings {
  /**
   * scrypt N=2^16, r=8, p=2: one of OWASP's equivalent minimum settings (Password Storage Cheat
   * Sheet), 64 MiB and about 0.5 s per hash on one core. Stored with each hash, so raising it
   * later re-hashes passwords at their next log-in.
   */
  scrypt: ScryptCost;
  /** Hashes computed at once; each takes 128·N·r bytes of memory (64 MiB at the default). */
  hashConcurrency: number;
  /** ASVS V7.3: a session ends after 7 days without use and 30 days after log-in at the latest. */
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /** last_seen_at is written at most this often, so reading a session is not a write each time. */
  sessionTouchMs: number;
  /** Reset links live one hour, e-mail change links one day, newsletter opt-in links a week. */
  resetTokenMs: number;
  emailTokenMs: number;
  newsletterTokenMs: number;
  /** The anonymous wishlist cookie lives 90 days. */
  anonymousWishlistMs: number;
  wishlistMax: number;
  /**
   * Rate limits (fixed windows in the database, shared by every instance). Per-account rules count
   * failures only and their windows are short, so nobody can lock a victim out for longer than one
   * window (15 minutes), while per-IP rules count every attempt.
   */
  limits: {
    loginIp: LimitRule;
    loginAccountIp: LimitRule;
    /**
     * Failures an account takes per window before it slows down (issue 34 item 2, OWASP's
     * Authentication Cheat Sheet): each failure beyond `limit` doubles the time the account waits
     * before its next guess (loginDelay), from anyone; nothing is ever a hard lock. Counted before the
     * hash and checked there, so a refused guess costs no hash.
     */
    loginAccount: LimitRule;
    /** A device that once logged in to the account (its cookie) is not slowed by the account's failures; its own failures are limited by this. */
    loginDevice: LimitRule;
    signUpIp: LimitRule;
    signUpAccount: LimitRule;
    resetIp: LimitRule;
    resetAccount: LimitRule;
    resetConfirmIp: LimitRule;
    reauthAccount: LimitRule;
    newsletterIp: LimitRule;
    newsletterAccount: LimitRule;
    contactIp: LimitRule;
    /** Contact messages naming one sender address (issue 22.4). */
    contactAddress: LimitRule;
    /**
     * Mails a requester makes the shop send (issue 22.4): to one recipient address and on behalf
     * of one account, across e-mail change and newsletter mails. Password reset mails keep their
     * own per-address rule (resetAccount), and contact messages their own budget, so that one kind
     * cannot use up another (above all an owner's way back into the account).
     */
    mailRecipient: LimitRule;
    mailAccount: LimitRule;
    /**
     * Every mail to one mailbox (plus-tags, case and, at Gmail, dots ignored: shared/customer/email.ts
     * mailboxOf), whatever its kind (issue 34 item 3). Reset mails count toward it but are held only
     * by their own rule (resetAccount), so a flood of other mails cannot lock the owner out of a reset.
     */
    mailMailbox: LimitRule;
    /** Every mail one client (IPv4 address or IPv6 /64) makes the shop send, to any address (issue 34 item 3). */
    mailClient: LimitRule;
    wishlistIp: LimitRule;
  };
  /** The account-wide wait after the free failures: baseMs, doubling per failure, at most maxMs. */
  loginDelay: { baseMs: number; maxMs: number };
  /** How long a device that logged in successfully stays known (its cookie, issue 34 item 2). */
  deviceMs: number;
  /** Where contact-form messages are mailed. */
  supportAddress: string;
  /** Sender of every mail. */
  fromAddress: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const DEFAULT_SETTINGS: CustomerSettings = {
  scrypt: { ln: 16, r: 8, p: 2 },
  hashConcurrency: 2,
  sessionIdleMs: 7 * DAY,
  sessionAbsoluteMs: 30 * DAY,
  sessionTouchMs: 5 * MINUTE,
  resetTokenMs: HOUR,
  emailTokenMs: DAY,
  newsletterTokenMs: 7 * DAY,
  anonymousWishlistMs: 90 * DAY,
  wishlistMax: 500,
  limits: {
    loginIp: { limit: 50, windowMs: 15 * MINUTE },
    loginAccountIp: { limit: 5, windowMs: 15 * MINUTE },
    loginAccount: { limit: 5, windowMs: 15 * MINUTE },
    loginDevice: { limit: 10, windowMs: 15 * MINUTE },
    signUpIp: { limit: 10, windowMs: HOUR },
    signUpAccount: { limit: 5, windowMs: HOUR },
    resetIp: { limit: 10, windowMs: HOUR },
    resetAccount: { limit: 3, windowMs: HOUR },
    resetConfirmIp: { limit: 20, windowMs: HOUR },
    reauthAccount: { limit: 10, windowMs: 15 * MINUTE },
    newsletterIp: { limit: 20, windowMs: HOUR },
    newsletterAccount: { limit: 3, windowMs: HOUR },
    contactIp: { limit: 10, windowMs: 10 * MINUTE },
    contactAddress: { limit: 5, windowMs: HOUR },
    mailRecipient: { limit: 5, windowMs: HOUR },
    mailAccount: { limit: 5, windowMs: HOUR },
    mailMailbox: { limit: 6, windowMs: HOUR },
    mailClient: { limit: 20, windowMs: HOUR },
    wishlistIp: { limit: 120, windowMs: MINUTE },
  },
  // 1, 2, 4 … 32, then 60 s between guesses: an attacker gets about one guess a minute per account.
  loginDelay: { baseMs: 1_000, maxMs: 60_000 },
  deviceMs: 180 * DAY,
  supportAddress: 'support@shop.localhost',
  fromAddress: 'Shop <no-reply@shop.localhost>',
};

export type CustomerSettingsOverrides = Partial<Omit<CustomerSettings, 'limits'>> & {
  limits?: Partial<CustomerSettings['limits']>;
};

export function resolveSettings(overrides: CustomerSettingsOverrides = {}): CustomerSettings {
  return {
    ...DEFAULT_SETTINGS,
    ...overrides,
    limits: { ...DEFAULT_SETTINGS.limits, ...overrides.limits },
  };
}
