/** The nonce of the page's own scripts, for scripts the page adds later. */
export function pageNonce(doc: Document): string | undefined {
  const script = doc.querySelector<HTMLScriptElement>('script[nonce]');
  return script?.nonce || script?.getAttribute('nonce') || undefined;
}
