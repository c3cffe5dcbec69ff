/**
 * The server's fragment cache as the content blocks see it (shared/contracts/fragments.ts). Only
 * the server provides it; in the browser it is absent and every block renders.
 */
import { createContext } from 'react';
import type { RenderFragments } from '../../../shared/contracts/fragments';

export type { FragmentBlock, FragmentCache, RenderFragments } from '../../../shared/contracts/fragments';

export const FragmentContext = createContext<RenderFragments | null>(null);
