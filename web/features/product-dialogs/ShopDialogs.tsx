import { lazy } from 'react';
import { customerDialogComponents } from '../customer/dialogs';
import type { DialogComponents } from '../dialogs/DialogHost';
import { DialogHost } from '../dialogs/DialogHost';
import { CalculatorDialog } from './CalculatorDialog';

// Each product pop-up is a chunk of its own, fetched when it first opens (the host suspends).
const ImageMagnifyDialog = lazy(async () => ({
  default: (await import('./ImageMagnifyDialog')).ImageMagnifyDialog,
}));
const ProductDescriptionDialog = lazy(async () => ({
  default: (await import('./ProductDescriptionDialog')).ProductDescriptionDialog,
}));
const Preview3dDialog = lazy(async () => ({ default: (await import('./Preview3dDialog')).Preview3dDialog }));
const CustomerPictureDialog = lazy(async () => ({
  default: (await import('./CustomerPictureDialog')).CustomerPictureDialog,
}));

/** Every SPEC 2 modal kind, one host for the whole shop. */
export const shopDialogComponents: DialogComponents = {
  ...customerDialogComponents,
  'image-magnify': ImageMagnifyDialog,
  'product-description': ProductDescriptionDialog,
  '3d-preview': Preview3dDialog,
  'customer-picture': CustomerPictureDialog,
  'calculator-more-formats': CalculatorDialog,
  'calculator-own-format': CalculatorDialog,
};

/** The layout's one dialog host (SPEC 4: at most one dialog at a time, whoever opens it). */
export function ShopDialogs() {
  return <DialogHost components={shopDialogComponents} />;
}
