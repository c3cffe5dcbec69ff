/**
 * The IPC contract between preload and main: the sender check every message passes
 * and the validation of each argument. Pure; the preload imports only ipc-channels.ts.
 */
import { type InvokeChannel, IPC } from './ipc-channels';
import { isShopUrl } from './shop-target';

export { INFO_SWITCH, type InvokeChannel, IPC } from './ipc-channels';

export interface SenderFacts {
  /** Whether the message came from the app's own window. */
  fromAppWindow: boolean;
  /** Whether the sending frame is that window's top frame (undefined: frame already gone). */
  isTopFrame: boolean | undefined;
  /** The sending frame's URL (undefined: frame already gone). */
  frameUrl: string | undefined;
}

export type SenderDecision = { ok: true } | { ok: false; reason: string };

/** Every IPC message is checked: our window, its top frame, and a page of the shop. */
export function checkSender(facts: SenderFacts, shopOrigins: ReadonlySet<string>): SenderDecision {
  if (!facts.fromAppWindow) return { ok: false, reason: 'not the app window' };
  if (facts.isTopFrame === undefined || facts.frameUrl === undefined) {
    return { ok: false, reason: 'sending frame is gone' };
  }
  if (!facts.isTopFrame) return { ok: false, reason: 'not the top frame' };
  if (!isShopUrl(facts.frameUrl, shopOrigins)) return { ok: false, reason: 'frame is not on a shop origin' };
  return { ok: true };
}

/** Arguments per channel: none except openExternal's one URL string. */
export function checkArguments(channel: InvokeChannel, args: readonly unknown[]): SenderDecision {
  if (channel === IPC.openExternal) {
    if (args.length !== 1 || typeof args[0] !== 'string') {
      return { ok: false, reason: 'openExternal takes one URL string' };
    }
    if (args[0].length > 2048) return { ok: false, reason: 'URL too long' };
    return { ok: true };
  }
  return args.length === 0 ? { ok: true } : { ok: false, reason: `${channel} takes no arguments` };
}
