import { type CSSProperties, lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  ShopBlok,
  ToolboxBlok,
  ToolboxToolBlok,
  VoucherBlok,
} from '../../../../shared/content/story-types';
import { formatMoney } from '../../../../shared/money';
import { useShop } from '../../../app/shop-context';
import { Icon } from '../../../ui/icons/Icon';
import type { IconName } from '../../../ui/icons/icon-paths';
import { Link } from '../../../ui/Link';
import { useCheckedBlockData } from '../block-data';
import type { BlockProps } from '../block-types';
import { isSafeHref } from '../links';
import { BlockHeading, BlockLink, EmptyState, hasLink, iconName, list, safeColor, text } from './parts';
import './service.css';

type Accent = CSSProperties & Record<`--${string}`, string>;

function accent(color: unknown): Accent | undefined {
  const c = safeColor(color);
  return c ? { '--tile-accent': c } : undefined;
}

/** SPEC 3 shop links as tiles with icon and accent colour; the server may add links. */
export function Shop({ blok }: BlockProps<ShopBlok>) {
  const { t } = useTranslation();
  const headingId = useId();
  const data = useCheckedBlockData('Shop', blok._uid);
  const headline = text(blok.headline);
  const editorLinks = list(blok.links)
    .filter((l) => text(l?.text) && hasLink(l.link))
    .map((l) => (
      <li key={l._uid} className="shop-links__item" style={accent(l.color)}>
        <BlockLink link={l.link} className="shop-links__link">
          <Icon name={iconName(l.icon, 'forward')} size={28} />
          <span>{text(l.text)}</span>
        </BlockLink>
      </li>
    ));
  const serverLinks = (data?.links ?? [])
    .filter((l) => isSafeHref(l.href))
    .map((l) => (
      <li key={`${l.href}:${l.text}`} className="shop-links__item" style={accent(l.color)}>
        <Link href={l.href} className="shop-links__link">
          <Icon name={iconName(l.icon, 'forward')} size={28} />
          <span>{l.text}</span>
        </Link>
      </li>
    ));
  const links = [...editorLinks, ...serverLinks];
  return (
    <section className="shop-links" aria-labelledby={headline ? headingId : undefined}>
      <BlockHeading id={headingId}>{headline}</BlockHeading>
      {links.length === 0 ? (
        <EmptyState>{t('blocks.shop.empty')}</EmptyState>
      ) : (
        <ul className="shop-links__list">{links}</ul>
      )}
    </section>
  );
}

type CopyState = 'idle' | 'copied' | 'failed';

/** A date-only ISO string as a long date of the market, read in UTC so server and browser agree. */
function formatDate(iso: string | undefined, market: string): string | undefined {
  if (!iso || !/^\d{4}-\d{2}-\d{2}/.test(iso)) return undefined;
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat(market, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** A voucher code in a box, with a button that copies it and says so. */
export function Voucher({ blok }: BlockProps<VoucherBlok>) {
  const { t } = useTranslation();
  const { market } = useShop();
  const headingId = useId();
  const [copy, setCopy] = useState<CopyState>('idle');
  const data = useCheckedBlockData('Voucher', blok._uid);
  const code = data?.code ?? text(blok.code);
  const headline = text(blok.headline) || t('blocks.voucher.title');
  const intro = text(blok.text);
  const validUntil = formatDate(data?.validUntil ?? text(blok.validUntil), market);
  const expired = data?.valid === false;

  const onCopy = () => {
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    if (!clipboard) {
      setCopy('failed');
      return;
    }
    clipboard.writeText(code).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };

  let discount: string | undefined;
  if (data?.discount?.kind === 'percent')
    discount = t('blocks.voucher.percentOff', { percent: data.discount.percent });
  if (data?.discount?.kind === 'amount') {
    discount = t('blocks.voucher.amountOff', {
      amount: formatMoney(data.discount.amount, market),
    });
  }

  return (
    <section className="voucher" aria-labelledby={headingId}>
      <BlockHeading id={headingId}>{headline}</BlockHeading>
      {intro ? <p>{intro}</p> : null}
      {!code ? (
        <EmptyState>{t('blocks.voucher.empty')}</EmptyState>
      ) : expired ? (
        <EmptyState>{t('blocks.voucher.expired')}</EmptyState>
      ) : (
        <>
          {discount ? <p className="voucher__discount">{discount}</p> : null}
          <div className="voucher__box">
            <span className="voucher__label">{t('blocks.voucher.code')}</span>
            <code className="voucher__code">{code}</code>
            <button type="button" className="button voucher__copy" onClick={onCopy}>
              {copy === 'copied' ? <Icon name="check" size={20} /> : null}
              {copy === 'copied' ? t('blocks.voucher.copied') : t('blocks.voucher.copy')}
            </button>
          </div>
          <p className="voucher__status" role="status">
            {copy === 'copied' ? t('blocks.voucher.copiedStatus', { code }) : null}
            {copy === 'failed' ? t('blocks.voucher.copyFailed') : null}
          </p>
          {data?.minimumOrder || validUntil ? (
            <p className="voucher__terms">
              {data?.minimumOrder
                ? t('blocks.voucher.minimumOrder', {
                    amount: formatMoney(data.minimumOrder, market),
                  })
                : null}
              {data?.minimumOrder && validUntil ? ' · ' : null}
              {validUntil ? t('blocks.voucher.validUntil', { date: validUntil }) : null}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

const TOOL_ICONS: Record<ToolboxToolBlok['tool'], IconName> = {
  'convert-file': 'image',
  'convert-pdf': 'magazine',
  'optimize-image': 'star',
  'print-advice': 'check',
  download: 'desktop',
};

// Its own chunk, which also checks the tool's name: pages without a workbench pay nothing for it.
// React.lazy rather than island(): the entry then exports nothing new to this chunk (home JS stays
// byte for byte), and hydration still waits for the chunk without dropping the server's HTML.
const Workbench = lazy(async () => ({ default: (await import('../../toolbox/Workbench')).Workbench }));

function isTool(value: unknown): value is ToolboxToolBlok['tool'] {
  return typeof value === 'string' && Object.hasOwn(TOOL_ICONS, value);
}

/** The toolbox: file conversion, PDF conversion, image optimisation, downloads (SPEC 7). */
export function Toolbox({ blok }: BlockProps<ToolboxBlok>) {
  const { t } = useTranslation();
  const headingId = useId();
  const headline = text(blok.headline) || t('blocks.toolbox.title');
  const intro = text(blok.text);
  const tools = list(blok.tools).filter((tool) => hasLink(tool?.link));
  const workbench = typeof blok.workbench === 'string' ? blok.workbench : undefined;
  return (
    <section className="toolbox" aria-labelledby={headingId}>
      {workbench ? (
        <Suspense fallback={null}>
          <Workbench tool={workbench} />
        </Suspense>
      ) : null}
      <BlockHeading id={headingId}>{headline}</BlockHeading>
      {intro ? <p>{intro}</p> : null}
      {tools.length === 0 && workbench ? null : tools.length === 0 ? (
        <EmptyState>{t('blocks.toolbox.empty')}</EmptyState>
      ) : (
        <ul className="toolbox__grid">
          {tools.map((tool) => {
            const kind = isTool(tool.tool) ? tool.tool : undefined;
            const title = text(tool.title) || (kind ? t(`blocks.toolbox.tools.${kind}.title`) : '');
            const description = text(tool.text) || (kind ? t(`blocks.toolbox.tools.${kind}.text`) : '');
            if (!title) return null;
            return (
              <li key={tool._uid} className="toolbox__item">
                <BlockLink link={tool.link} className="toolbox__link">
                  <span className="toolbox__icon">
                    <Icon name={iconName(tool.icon, kind ? TOOL_ICONS[kind] : 'forward')} size={28} />
                  </span>
                  <span className="toolbox__title">{title}</span>
                  {description ? <span className="toolbox__text">{description}</span> : null}
                </BlockLink>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
