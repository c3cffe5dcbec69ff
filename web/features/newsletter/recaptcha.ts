/**
 * The reCAPTCHA attempt before a newsletter sign-up (SPEC 5): a token when the reCAPTCHA v3
 * script is on the page and answers in time, else null — the form is sent either way and the
 * missing token is logged as a warning (SPEC 8). The embedded default loads no script.
 */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export async function recaptchaToken(
  siteKey: string | undefined,
  action = 'newsletter',
  timeoutMs = 3000,
): Promise<string | null> {
  if (typeof window === 'undefined' || !siteKey) return null;
  const api = window.grecaptcha;
  if (!api) return null;
  const attempt = new Promise<string | null>((resolve) => {
    try {
      api.ready(() => {
        api.execute(siteKey, { action }).then(
          (token) => resolve(typeof token === 'string' && token ? token : null),
          () => resolve(null),
        );
      });
    } catch {
      resolve(null);
    }
  });
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs));
  return Promise.race([attempt, timeout]);
}

const SCRIPT_ID = 'recaptcha-v3';

export function recaptchaScriptUrl(siteKey: string): string {
  return `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
}

let loading: Promise<void> | undefined;

/**
 * Adds the reCAPTCHA v3 script once (with the page's CSP nonce). Callers load it only after the
 * shopper consented; a failed load is forgotten, so a later attempt tries again.
 */
export function loadRecaptchaScript(siteKey: string, doc: Document = document): Promise<void> {
  if (typeof window !== 'undefined' && window.grecaptcha) return Promise.resolve();
  if (loading) return loading;
  loading = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.id = SCRIPT_ID;
    script.async = true;
    script.src = recaptchaScriptUrl(siteKey);
    const nonce = doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    if (nonce) script.nonce = nonce;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading = undefined;
      reject(new Error('reCAPTCHA script failed to load'));
    };
    doc.head.appendChild(script);
  });
  return loading;
}
