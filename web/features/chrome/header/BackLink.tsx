import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Icon } from '../../../ui/icons/Icon';

/** Platform d shows a back link instead of the shop navigation (SPEC 2 header). */
export function BackLink() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="chrome-back-link back-link"
      onClick={() => navigate(-1)}
      data-testid="back-link"
    >
      <Icon name="back" size={20} />
      <span>{t('chrome.header.back')}</span>
    </button>
  );
}
