/** What the product pop-ups are opened with (SPEC 2 modal kinds). Plain data, so any block can open them. */
import type { ReactNode } from 'react';

export interface DialogImage {
  /** Asset path, resized through the image route. */
  src: string;
  alt: string;
}

export interface ImageMagnifyProps {
  images: DialogImage[];
  /** The image shown first. */
  index: number;
  /** The product the pictures show (the dialog's title). */
  title: string;
}

export interface ProductDescriptionProps {
  title: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  facts?: { label: string; value: string }[];
}

/** The physical build of what the 3D preview shows. */
export type PreviewShape = 'canvas' | 'frame' | 'plate' | 'photobox';

export interface Preview3dProps {
  shape: PreviewShape;
  /** Outer size of the picture in millimetres. */
  widthMm: number;
  heightMm: number;
  /** The motif printed on the front (an asset path, resized by the image route). */
  image: string;
  /**
   * The shopper's own picture as a ready URL (a blob: of their crop, or their upload's preview):
   * when given, it is the texture instead of `image` (issue 31: the product shows their photo).
   */
  imageUrl?: string;
  /** The product as the shopper chose it, e.g. "Leinwand 60 x 40 cm". */
  title: string;
  /** Frame or box colour (CSS colour). */
  color?: string;
}

export interface CustomerPictureDialogProps {
  pictures: { id: string; src: string; alt: string; caption?: string; author?: string }[];
  index: number;
}

/** The calculator's dialogs keep their content in the calculator: the manager gives the shell. */
export interface CalculatorDialogProps {
  render: () => ReactNode;
}
