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
     * Beyond this many failures in a window the account only takes a log-in from an address that
     * has no failure for it yet (one try each), so an attacker is slowed and the owner, from their
     * own network, still gets in (issue 22.3).
     */
    loginAccount: LimitRule;
    /**
     * A hard ceiling on the loginAccount counter: beyond it nobody guesses any more in this window. It
     * bounds what many addresses together can try; the owner can still reset the password, and
     * the reset lifts the lock.
     */
    loginAccountCeiling: number;
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
    loginAccount: { limit: 20, windowMs: 15 * MINUTE },
    loginAccountCeiling: 100,
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
