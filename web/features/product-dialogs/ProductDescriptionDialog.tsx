import { DialogTitle } from '../dialogs/DialogHost';
import type { ProductDescriptionProps } from './types';
import './product-dialogs.css';

/** SPEC 2 product-description: what the product is, in words and facts. */
export function ProductDescriptionDialog({ title, paragraphs, facts }: ProductDescriptionProps) {
  return (
    <div className="product-description" data-testid="product-description">
      <DialogTitle>{title}</DialogTitle>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {facts && facts.length > 0 ? (
        <dl className="product-description__facts">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
