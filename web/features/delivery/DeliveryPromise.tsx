/**
 * "Order by 14:00 today, delivered by Thu 3 Dec": the delivery promise the server computed
 * (shared/delivery/promise.ts, with each market's public holidays), in the shop's language.
 * Mounted by the calculator on product pages; the basket can mount it with the promise of its
 * slowest item (deliveryPromise with that item's product on the server).
 */
import { useTranslation } from 'react-i18next';
import { formatDeliveryPromise, type DeliveryPromise as Promised } from '../../../shared/delivery/promise';
import { useShop } from '../../app/shop-context';
import './delivery.css';

export function DeliveryPromise({ promise }: { promise: Promised | undefined }) {
  const { t } = useTranslation();
  const shop = useShop();
  if (!promise) return null;
  const text = formatDeliveryPromise(promise, shop.market);
  return (
    <p className="delivery-promise" data-testid="delivery-promise">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <path
          d="M3 6h11v9H3zM14 9h4l3 3v3h-7zM7 18a1.5 1.5 0 1 0 0-.01M17 18a1.5 1.5 0 1 0 0-.01"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        />
      </svg>
      <span>
        {promise.orderByToday
          ? t('delivery.today', { time: text.time, date: text.date })
          : t('delivery.later', { day: text.orderDay, time: text.time, date: text.date })}
      </span>
    </p>
  );
}
