import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { backToTopVisible } from '../../../../shared/chrome/back-to-top';
import { BACK_TO_TOP_DEBOUNCE_MS } from '../../../../shared/chrome/constants';
import { Icon } from '../../../ui/icons/Icon';
import { debounce, prefersReducedMotion } from '../hooks/dom';
import './floating.css';

/**
 * SPEC 4 back-to-top: appears after the shopper scrolls up past half the viewport height,
 * evaluated 500 ms after scrolling stops (SPEC 9). Hidden on the server.
 */
export function BackToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let previousY = window.scrollY;
    const evaluate = debounce(() => {
      const y = window.scrollY;
      setVisible((v) => backToTopVisible({ previousY, y, viewportHeight: window.innerHeight, visible: v }));
      previousY = y;
    }, BACK_TO_TOP_DEBOUNCE_MS);
    window.addEventListener('scroll', evaluate, { passive: true });
    return () => {
      window.removeEventListener('scroll', evaluate);
      evaluate.cancel();
    };
  }, []);

  return (
    <button
      type="button"
      className="back-to-top"
      data-testid="back-to-top"
      data-visible={visible ? 'true' : 'false'}
      aria-label={t('chrome.backToTop')}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
        setVisible(false);
        document.querySelector<HTMLElement>('.chrome-header__logo')?.focus({ preventScroll: true });
      }}
    >
      <Icon name="arrow-up" size={24} />
    </button>
  );
}
