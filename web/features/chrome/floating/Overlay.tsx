import { useAtomValue, useSetAtom } from 'jotai';
import { closeOverlayAtom, overlayAtom } from '../state';
import './floating.css';

/** The overlay under the open burger or flyout; a click on it closes them. Decorative for assistive technology. */
export function Overlay() {
  const owner = useAtomValue(overlayAtom);
  const close = useSetAtom(closeOverlayAtom);
  return (
    <div
      className="chrome-overlay"
      data-testid="overlay"
      data-visible={owner ? 'true' : 'false'}
      data-for={owner ?? undefined}
      aria-hidden="true"
      onClick={() => close()}
    />
  );
}
