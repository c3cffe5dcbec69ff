/** The dictionaries of every content language. */
import type { Lang } from '../lib/types';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import type { Dictionary } from './types';

export const DICTIONARIES: Readonly<Record<Lang, Dictionary>> = { de, en, fr, it, es, nl };
