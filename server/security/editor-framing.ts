/**
 * Storyblok's visual editor shows the shop in a frame of its own origin and talks to it through
 * the bridge script. A verified preview (the editor's token checked out, preview-access.ts) is
 * therefore the one answer the editor origin may frame: `frame-ancestors 'self' <editor origin>`,
 * and no X-Frame-Options (it cannot name another origin, and browsers let it override nothing
 * once frame-ancestors is present, but old ones would refuse the frame). Every other page keeps
 * the policy of headers.ts: `frame-ancestors 'self'` and `X-Frame-Options: SAMEORIGIN`.
 */
import type { FastifyReply } from 'fastify';

export function allowEditorFraming(reply: FastifyReply, editorOrigin: string): void {
  const origin = new URL(editorOrigin).origin;
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string') {
    reply.header(
      'content-security-policy',
      csp.replace("frame-ancestors 'self'", `frame-ancestors 'self' ${origin}`),
    );
  }
  reply.removeHeader('x-frame-options');
}
