/** The advisor's answer: the photo's size, a product to choose, and how sharply each format prints. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrintAdviceAnswer } from './upload';

export function PrintAdvice({ advice, material }: { advice: PrintAdviceAnswer; material?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [chosen, setChosen] = useState(
    advice.products.find((p) => p.material === material)?.material ?? advice.products[0]?.material ?? '',
  );
  const product = advice.products.find((p) => p.material === chosen);
  return (
    <div className="print-advice" data-testid="print-advice">
      <p>{t('toolbox.advice.photo', { width: advice.photo.width, height: advice.photo.height })}</p>
      {advice.products.length > 1 ? (
        <p className="print-advice__product">
          <label htmlFor={id}>{t('toolbox.advice.product')}</label>
          <select id={id} value={chosen} onChange={(e) => setChosen(e.currentTarget.value)}>
            {advice.products.map((p) => (
              <option key={p.material} value={p.material}>
                {p.label}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      {product ? (
        <>
          <p className="print-advice__summary" data-sharp={product.sharpUpTo ? 'yes' : 'no'}>
            <strong>{product.summary}</strong>
          </p>
          <ul className="print-advice__formats">
            {product.formats.map((f) => (
              <li key={f.value} data-rating={f.rating}>
                <span>{f.label}</span>
                <span>
                  {t(`toolbox.advice.${f.rating}`)} · {t('toolbox.advice.dpi', { dpi: f.dpi })}
                </span>
              </li>
            ))}
          </ul>
          <p className="print-advice__legend">{t('toolbox.advice.legend')}</p>
        </>
      ) : null}
    </div>
  );
}
