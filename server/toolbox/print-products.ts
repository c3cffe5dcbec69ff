/** The products the print advisor judges a photo against: each material of the shop and its formats. */
import type { PrintFormat } from '../../shared/print/print-advice';
import type { ShopContext } from '../catalogue/common';

export interface PrintProduct {
  material: string;
  label: string;
  formats: PrintFormat[];
}

/** Supplied by the catalogue (app.ts); the toolbox knows no prices or materials of its own. */
export type PrintProducts = (ctx: ShopContext) => Promise<PrintProduct[]>;
