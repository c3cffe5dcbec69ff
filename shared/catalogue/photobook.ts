/** SPEC 3 photobook options and SPEC 9 photobook defaults. */
import type { Dimensions } from './formats';

export const PHOTOBOOK_TYPES = ['digitalfotobuch', 'echtfotobuch', 'fotoheft'] as const;
export type PhotobookType = (typeof PHOTOBOOK_TYPES)[number];

export const PHOTOBOOK_COVERS = ['hard', 'soft'] as const;
export type PhotobookCover = (typeof PHOTOBOOK_COVERS)[number];

export const PHOTOBOOK_BINDINGS = ['heftbindung', 'layflat', 'pur'] as const;
export type PhotobookBinding = (typeof PHOTOBOOK_BINDINGS)[number];

/** The papers SPEC 3 names; it also mentions a writable paper without giving its value. */
export const PHOTOBOOK_PAPERS = ['feinstweiss', 'glaenzend', 'matt', 'standard'] as const;
export type PhotobookPaper = (typeof PHOTOBOOK_PAPERS)[number];

export const PHOTOBOOK_COVER_LAMINATIONS = ['glossy', 'matt'] as const;
export type PhotobookCoverLamination = (typeof PHOTOBOOK_COVER_LAMINATIONS)[number];

export const PHOTOBOOK_FORMATS = [
  '200-200',
  '300-300',
  'a3-quer',
  'a4-hoch',
  'a4-quer',
  'a4-quer-sendmoments',
  'a5-hoch',
  'a5-quer',
  'a6-quer',
] as const;
export type PhotobookFormat = (typeof PHOTOBOOK_FORMATS)[number];

export const PHOTOBOOK_CATEGORIES = [
  1, 2, 3, 4, 5, 8, 9, 10, 12, 15, 16, 18, 20, 22, 41, 42, 43, 45,
] as const;
export type PhotobookCategory = (typeof PHOTOBOOK_CATEGORIES)[number];

function member<T extends string | number>(list: readonly T[], value: unknown): value is T {
  return (list as readonly unknown[]).includes(value);
}

export const isPhotobookType = (v: unknown): v is PhotobookType => member(PHOTOBOOK_TYPES, v);
export const isPhotobookCover = (v: unknown): v is PhotobookCover => member(PHOTOBOOK_COVERS, v);
export const isPhotobookBinding = (v: unknown): v is PhotobookBinding => member(PHOTOBOOK_BINDINGS, v);
export const isPhotobookPaper = (v: unknown): v is PhotobookPaper => member(PHOTOBOOK_PAPERS, v);
export const isPhotobookCoverLamination = (v: unknown): v is PhotobookCoverLamination =>
  member(PHOTOBOOK_COVER_LAMINATIONS, v);
export const isPhotobookFormat = (v: unknown): v is PhotobookFormat => member(PHOTOBOOK_FORMATS, v);
export const isPhotobookCategory = (v: unknown): v is PhotobookCategory => member(PHOTOBOOK_CATEGORIES, v);

/** Each type has exactly one binding, so a binding that contradicts the type is a broken link. */
export const PHOTOBOOK_BINDING_OF_TYPE: Readonly<Record<PhotobookType, PhotobookBinding>> = {
  digitalfotobuch: 'pur',
  echtfotobuch: 'layflat',
  fotoheft: 'heftbindung',
};

export function bindingOf(type: PhotobookType): PhotobookBinding {
  return PHOTOBOOK_BINDING_OF_TYPE[type];
}

/** Page size the designer works in, in millimetres; SPEC 3 gives it for the A formats only. */
export const PHOTOBOOK_DESIGNER_SIZES: Readonly<Partial<Record<PhotobookFormat, Dimensions>>> = {
  'a3-quer': { width: 441, height: 297 },
  'a4-hoch': { width: 215, height: 276 },
  'a4-quer': { width: 285, height: 194 },
  'a5-hoch': { width: 148, height: 210 },
  'a5-quer': { width: 190, height: 145 },
};

export function designerSizeOf(format: PhotobookFormat): Dimensions | undefined {
  return PHOTOBOOK_DESIGNER_SIZES[format];
}

/** SPEC 9: the formats each type starts with; the first is preselected. */
export const PHOTOBOOK_DEFAULT_FORMATS: Readonly<
  Record<PhotobookType, readonly [PhotobookFormat, ...PhotobookFormat[]]>
> = {
  echtfotobuch: ['a4-quer', 'a4-hoch', '300-300'],
  digitalfotobuch: ['200-200'],
  fotoheft: ['200-200'],
};

export function defaultPhotobookFormat(type: PhotobookType): PhotobookFormat {
  return PHOTOBOOK_DEFAULT_FORMATS[type][0];
}
