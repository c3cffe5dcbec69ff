import type { ReviewBlock } from '../../../shared/chrome/footer';
import type { GlobalContent } from '../../../shared/content/story-types';
import { multiLinkTarget } from '../content/links';
import { BackToTop } from './floating/BackToTop';
import type { MessengerAdapter } from './floating/messenger';
import { Overlay } from './floating/Overlay';
import { SupportButton } from './floating/SupportButton';
import { Footer, type NewsletterSlot } from './footer/Footer';

export interface ChromeBottomProps {
  global: GlobalContent | null;
  /** The newsletter sign-up: an element, or a function of the story's Newsletter blok. */
  newsletter?: NewsletterSlot;
  /** The reviews block data (SPEC 3); nothing shown without it. */
  reviews?: ReviewBlock | null;
  /** The support messenger's public key; without one the button links to the contact page. */
  chatKey?: string | null;
  /** Replaces the Zendesk integration (tests, another vendor). */
  messenger?: MessengerAdapter;
}

/** The contact section of the service page the header links to, in the page's language. */
function contactHrefOf(global: GlobalContent | null): string | undefined {
  const service = global?.headerItems?.find((item) => item.type === 'service');
  const target = service ? multiLinkTarget(service.link) : undefined;
  if (!target || target.allowExternal) return undefined;
  return `${target.href.split('#')[0]}#kontakt`;
}

/** Everything below <main> in SPEC 2 order: footer, floating support button, overlay, back-to-top. */
export function ChromeBottom({ global, newsletter, reviews, chatKey, messenger }: ChromeBottomProps) {
  return (
    <>
      <Footer global={global} newsletter={newsletter} reviews={reviews ?? null} />
      <SupportButton
        chatKey={chatKey ?? null}
        contactHref={contactHrefOf(global)}
        {...(messenger ? { messenger } : {})}
      />
      <Overlay />
      <BackToTop />
    </>
  );
}
