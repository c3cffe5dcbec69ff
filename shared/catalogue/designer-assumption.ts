/**
 * What pricing a designer link had to assume because the link leaves it open. `kind` and the
 * values let a page say it in its own language; `text` says it in English for logs and tests.
 */
export type DesignerAssumptionKind =
  /** Priced in the link's locale rather than the shop's market. */
  | 'locale'
  /** The parameter is missing; priced with `value`, or with the product's default when absent. */
  | 'default'
  /** The parameter's value `given` does not apply here; priced with `value` instead. */
  | 'replaced'
  /** The parameter's value `given` cannot be had here; priced without it. */
  | 'leftOut';

export interface DesignerAssumption {
  kind: DesignerAssumptionKind;
  param: string;
  value?: string;
  given?: string;
  text: string;
}
