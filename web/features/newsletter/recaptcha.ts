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
