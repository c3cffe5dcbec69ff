/**
 * The photo toolbox pages (issue 15), the same in both brands: an overview whose Toolbox block
 * links every tool, and a page per tool whose Toolbox block opens that tool's workbench and links
 * the others.
 */
import {
  type ToolboxBlok,
  type ToolboxToolBlok,
  WORKBENCH_TOOLS,
  type WorkbenchTool,
} from '../../../shared/content/story-types';
import type { Dictionary } from '../copy/types';
import type { Ctx } from '../lib/context';
import { page } from './common';
import type { StoryDef } from './types';

export const TOOLBOX_SLUG = 'foto-werkzeuge';

/** German paths below the overview; other languages translate them in their dictionaries. */
const TOOL_SLUGS: Readonly<Record<WorkbenchTool, string>> = {
  'convert-file': `${TOOLBOX_SLUG}/datei-umwandeln`,
  'optimize-image': `${TOOLBOX_SLUG}/foto-optimieren`,
  'convert-pdf': `${TOOLBOX_SLUG}/pdf-erstellen`,
  'print-advice': `${TOOLBOX_SLUG}/druckaufloesung`,
};

function tiles(c: Ctx, except?: WorkbenchTool): ToolboxToolBlok[] {
  return WORKBENCH_TOOLS.filter((tool) => tool !== except).map((tool) =>
    c.blok<ToolboxToolBlok>('ToolboxTool', { tool, link: c.link(TOOL_SLUGS[tool]) }),
  );
}

function overview(c: Ctx) {
  const copy = c.d.toolbox.overview;
  return page(c, copy, {
    body: [
      c.headline(copy.title, 'h1'),
      c.text(copy.body),
      c.blok<ToolboxBlok>('Toolbox', { headline: copy.toolsHeadline, tools: tiles(c) }),
    ],
  });
}

function toolPage(c: Ctx, tool: WorkbenchTool) {
  const copy = c.d.toolbox.tools[tool];
  return page(c, copy, {
    body: [
      c.headline(copy.title, 'h1'),
      c.text(copy.body),
      c.blok<ToolboxBlok>('Toolbox', {
        headline: c.d.toolbox.moreTools,
        workbench: tool,
        tools: tiles(c, tool),
      }),
    ],
  });
}

/** The stories; `firstId` leaves room for five ids in the brand's range. */
export function toolboxStories(firstId: number): StoryDef[] {
  return [
    {
      slug: TOOLBOX_SLUG,
      id: firstId,
      name: (d: Dictionary) => d.toolbox.overview.name,
      path: (d: Dictionary) => d.toolbox.overview.path,
      build: overview,
    },
    ...WORKBENCH_TOOLS.map((tool, i) => ({
      slug: TOOL_SLUGS[tool],
      id: firstId + 1 + i,
      name: (d: Dictionary) => d.toolbox.tools[tool].name,
      path: (d: Dictionary) => d.toolbox.tools[tool].path,
      build: (c: Ctx) => toolPage(c, tool),
    })),
  ];
}
