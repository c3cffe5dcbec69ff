/**
 * Binds the deep-link module to the shared designer-parameter rules (shared/catalogue): a
 * designer link is read with parseDesignerUrl and written back from the parameters that passed,
 * so only validated parameters ever reach the designer.
 */
import { buildDesignerUrl, parseDesignerUrl } from '../../shared/catalogue';
import type { DesignerLinkValidator } from './deep-link';

export const validateDesignerLink: DesignerLinkValidator = (pathAndQuery) => {
  const parsed = parseDesignerUrl(pathAndQuery);
  if (!parsed.configurator) return { href: undefined, errors: parsed.errors };
  return { href: buildDesignerUrl(parsed.configurator, parsed.params), errors: parsed.errors };
};
