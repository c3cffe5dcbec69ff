/** The support messenger integration (Zendesk Web Widget messaging API by default). */
import { chatScriptUrl } from '../../../../shared/chrome/support-messenger';

export interface MessengerAdapter {
  /** Loads the script with the public key; `onClose` is called whenever the chat closes. */
  load(key: string, onClose: () => void): Promise<void>;
  open(): void;
}

type ZE = (...args: unknown[]) => void;

const SCRIPT_ID = 'ze-snippet';

function zE(): ZE | undefined {
  return (window as unknown as { zE?: ZE }).zE;
}

/** The CSP nonce of the page's scripts, for the script the messenger adds. */
function nonce(): string | undefined {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

export const zendeskMessenger: MessengerAdapter = {
  load(key, onClose) {
    return new Promise((resolve, reject) => {
      document.getElementById(SCRIPT_ID)?.remove();
      const script = document.createElement('script');
      script.id = SCRIPT_ID;
      script.async = true;
      script.src = chatScriptUrl(key);
      const n = nonce();
      if (n) script.nonce = n;
      script.onload = () => {
        const api = zE();
        if (!api) {
          script.remove();
          reject(new Error('messenger API missing after load'));
          return;
        }
        api('messenger:on', 'close', () => {
          api('messenger', 'hide');
          onClose();
        });
        resolve();
      };
      script.onerror = () => {
        script.remove();
        reject(new Error('messenger script failed to load'));
      };
      document.head.appendChild(script);
    });
  },
  open() {
    const api = zE();
    api?.('messenger', 'show');
    api?.('messenger', 'open');
  },
};
