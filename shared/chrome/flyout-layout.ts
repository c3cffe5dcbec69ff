/**
 * The rows and columns of the desktop flyouts (SPEC 2 "Main navigation") with their image widths
 * (SPEC 9). Groups are matched to columns by `flyoutGroupIdentifier`; groups a kind does not
 * place go to its last row, so nothing an editor adds disappears.
 */
import type { FlyoutGroupBlok, FlyoutItemBlok, NavigationType } from '../content/story-types';

export type FlyoutKind = Exclude<NavigationType, ''>;

export const FLYOUT_KINDS: readonly FlyoutKind[] = [
  'calendar',
  'card',
  'collage',
  'frame',
  'photobook',
  'wandbilder',
  'accessories',
];

/** SPEC 9 flyout image widths in px. */
export const FLYOUT_IMAGE_WIDTHS = {
  calendar: 130,
  cardAdditional: 80,
  cardOccasion: 130,
  collage: 130,
  frameColours: 48,
  frameOther: 60,
  framePoster: 150,
  photobookCategories: 170,
  photobookWithoutTemplate: 153,
  photobookSubline: 73,
  wandbilder: 150,
  wandbilderTwoRow: 120,
} as const;

/** The experiment that shows the wandbilder flyout in two rows (posters brand). */
export const WANDBILDER_TWO_ROWS_FLAG = 'posters_wandbilder_flyout_two_rows';

export interface FlyoutColumn {
  /** The group's _uid (unique within the story). */
  id: string;
  /** The canonical column name, e.g. "occasions", "poster", "colour"; the identifier if unknown. */
  column: string;
  title: string;
  items: FlyoutItemBlok[];
  /** Width of the item images in px; null for a plain link list. */
  imageWidth: number | null;
}

export interface FlyoutRow {
  /** e.g. "occasions", "links", "additional", "upper", "lower", "main". */
  id: string;
  columns: FlyoutColumn[];
}

export interface FlyoutLayout {
  kind: FlyoutKind;
  rows: FlyoutRow[];
  /** Card flyout: the _uid of the occasion whose link lists show. */
  activeOccasion?: string;
}

export interface FlyoutLayoutOptions {
  /** The wandbilder two-row experiment is on. */
  twoRows?: boolean;
  /** Card flyout: the hovered occasion's _uid; default the first occasion. */
  activeOccasion?: string;
}

const ALIASES: Record<string, string[]> = {
  occasions: ['occasions', 'occasion', 'anlaesse', 'anlasse'],
  categories: ['categories', 'category', 'kategorien'],
  types: ['types', 'type', 'arten'],
  'start-without-design': ['start-without-design', 'without-design', 'without-template', 'ohne-vorlage'],
  'with-multiple-images': ['with-multiple-images', 'multiple-images', 'mehrere-bilder'],
  'photobook-assistant': ['photobook-assistant', 'assistant', 'fotobuch-assistent'],
  more: ['more', 'mehr'],
  poster: ['poster', 'posters'],
  leinwand: ['leinwand', 'canvas'],
  platte: ['platte', 'plate', 'plates', 'platten'],
  colour: ['colour', 'color', 'colours', 'colors', 'farbe', 'farben'],
  other: ['other', 'others', 'andere', 'sonstige'],
  bestseller: ['bestseller', 'bestsellers'],
  premium: ['premium', 'premium-wall-art', 'premium-wandbilder'],
  additional: ['additional', 'additional-items', 'additional-products', 'weitere'],
};

/** The canonical column name of an identifier ("Canvas" -> "leinwand"); the cleaned identifier otherwise. */
export function canonicalColumn(identifier: string): string {
  const clean = identifier
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue');
  for (const [canonical, aliases] of Object.entries(ALIASES)) if (aliases.includes(clean)) return canonical;
  return clean;
}

/** The items of a group: its chosen items, then its custom ones. */
export function groupItems(group: FlyoutGroupBlok): FlyoutItemBlok[] {
  return [...(group.flyoutGroupItems ?? []), ...(group.flyoutGroupItemsCustom ?? [])];
}

/** SPEC 5: a flyout category is used only with a name, a text and at least one item or custom element. */
export function isUsableFlyoutGroup(group: FlyoutGroupBlok): boolean {
  return (
    Boolean(group.flyoutGroupIdentifier?.trim()) &&
    Boolean(group.flyoutGroupTitle?.trim()) &&
    groupItems(group).length > 0
  );
}

function column(group: FlyoutGroupBlok, imageWidth: number | null): FlyoutColumn {
  return {
    id: group._uid,
    column: canonicalColumn(group.flyoutGroupIdentifier),
    title: group.flyoutGroupTitle.trim(),
    items: groupItems(group),
    imageWidth,
  };
}

interface Slot {
  row: string;
  /** Canonical column names this slot takes, in display order. */
  columns: readonly string[];
  width: (column: string) => number | null;
}

function place(groups: FlyoutGroupBlok[], slots: readonly Slot[], restWidth: number | null): FlyoutRow[] {
  const rows = new Map<string, FlyoutColumn[]>(slots.map((s) => [s.row, []]));
  const placed = new Set<string>();
  for (const slot of slots) {
    for (const name of slot.columns) {
      for (const group of groups) {
        if (placed.has(group._uid) || canonicalColumn(group.flyoutGroupIdentifier) !== name) continue;
        placed.add(group._uid);
        rows.get(slot.row)?.push(column(group, slot.width(name)));
      }
    }
  }
  const lastRow = slots[slots.length - 1]?.row ?? 'main';
  for (const group of groups) {
    if (placed.has(group._uid)) continue;
    if (!rows.has(lastRow)) rows.set(lastRow, []);
    rows.get(lastRow)?.push(column(group, restWidth));
  }
  return [...rows.entries()].filter(([, cols]) => cols.length > 0).map(([id, columns]) => ({ id, columns }));
}

const W = FLYOUT_IMAGE_WIDTHS;

/** The layout of one navigation item's flyout. */
export function flyoutLayout(
  kind: FlyoutKind,
  allGroups: readonly FlyoutGroupBlok[],
  options: FlyoutLayoutOptions = {},
): FlyoutLayout {
  const groups = allGroups.filter(isUsableFlyoutGroup);
  switch (kind) {
    case 'calendar':
    case 'accessories':
      // SPEC 2: one row of items; accessories reuse the calendar layout.
      return {
        kind,
        rows: place(groups, [{ row: 'main', columns: [], width: () => W.calendar }], W.calendar),
      };
    case 'collage':
      return {
        kind,
        rows: place(
          groups,
          [
            { row: 'categories', columns: ['categories'], width: () => W.collage },
            {
              row: 'start',
              columns: ['start-without-design', 'with-multiple-images'],
              width: () => W.collage,
            },
          ],
          W.collage,
        ),
      };
    case 'photobook':
      return {
        kind,
        rows: place(
          groups,
          [
            { row: 'categories', columns: ['categories'], width: () => W.photobookCategories },
            {
              row: 'more',
              columns: ['types', 'start-without-design', 'photobook-assistant', 'more'],
              width: (c) =>
                c === 'types'
                  ? W.photobookSubline
                  : c === 'start-without-design' || c === 'photobook-assistant'
                    ? W.photobookWithoutTemplate
                    : null,
            },
          ],
          null,
        ),
      };
    case 'frame': {
      const upper = ['poster', 'leinwand', 'platte'];
      const present = new Set(groups.map((g) => canonicalColumn(g.flyoutGroupIdentifier)));
      const withUpper = upper.every((c) => present.has(c));
      // SPEC 2: the upper row only when all three categories exist; otherwise they are left out.
      const usable = withUpper
        ? groups
        : groups.filter((g) => !upper.includes(canonicalColumn(g.flyoutGroupIdentifier)));
      const slots: Slot[] = [
        ...(withUpper ? [{ row: 'upper', columns: upper, width: () => W.framePoster }] : []),
        {
          row: 'lower',
          columns: ['colour', 'other', 'more'],
          width: (c) => (c === 'colour' ? W.frameColours : c === 'other' ? W.frameOther : null),
        },
      ];
      return { kind, rows: place(usable, slots, null) };
    }
    case 'wandbilder':
      if (options.twoRows) {
        return {
          kind,
          rows: place(
            groups,
            [
              { row: 'upper', columns: ['bestseller', 'premium'], width: () => W.wandbilderTwoRow },
              { row: 'additional', columns: ['additional'], width: () => W.wandbilderTwoRow },
            ],
            W.wandbilderTwoRow,
          ),
        };
      }
      return {
        kind,
        rows: place(groups, [{ row: 'main', columns: [], width: () => W.wandbilder }], W.wandbilder),
      };
    case 'card': {
      const occasions = groups.filter((g) => canonicalColumn(g.flyoutGroupIdentifier) === 'occasions');
      const others = groups.filter((g) => canonicalColumn(g.flyoutGroupIdentifier) !== 'occasions');
      const occasionItems = occasions.flatMap(groupItems);
      const active =
        occasionItems.find((item) => item._uid === options.activeOccasion) ?? occasionItems[0] ?? undefined;
      const rows: FlyoutRow[] = [];
      if (occasions.length > 0) {
        rows.push({ id: 'occasions', columns: occasions.map((g) => column(g, W.cardOccasion)) });
      }
      const linkLists = (active?.subFlyoutGroups ?? [])
        .filter(isUsableFlyoutGroup)
        .map((g) => column(g, null));
      if (linkLists.length > 0) rows.push({ id: 'links', columns: linkLists });
      if (others.length > 0)
        rows.push({ id: 'additional', columns: others.map((g) => column(g, W.cardAdditional)) });
      return active ? { kind, rows, activeOccasion: active._uid } : { kind, rows };
    }
  }
}

export function isFlyoutKind(value: unknown): value is FlyoutKind {
  return typeof value === 'string' && (FLYOUT_KINDS as readonly string[]).includes(value);
}
