import { useTranslation } from 'react-i18next';
import type { CalculatorData } from '../../../shared/contracts/calculator-data';
import { currencyOf } from '../../../shared/markets';
import { crawlerImageUrl } from '../../../shared/seo/image-url';
import { useShop } from '../../app/shop-context';
import { calculatorProductJsonLd } from './calculator-offers';
import { JsonLd } from './JsonLd';
import { useSiteUrl } from './use-site-url';

/** A calculator page's Product with its priced sizes (issue 31 §4), in the market's currency. */
export function CalculatorJsonLd({
  calculator,
  name,
  description,
  path,
  image,
}: {
  calculator: CalculatorData;
  name: string;
  description: string;
  /** The page's path in this market, e.g. "/leinwanddruck". */
  path: string;
  image: string | undefined;
}) {
  const { t } = useTranslation();
  const { channel, market } = useShop();
  const url = useSiteUrl()(path);
  const product = calculatorProductJsonLd(calculator, {
    name,
    description,
    brand: t(channel === 'posters' ? 'meta.siteNamePosters' : 'meta.siteName'),
    url,
    image: image ? crawlerImageUrl(image, new URL(url).origin) : undefined,
    currency: currencyOf(market).toUpperCase(),
  });
  return product ? <JsonLd data={product} /> : null;
}
