/**
 * Links into the designers: built from typed parameters, and read back (by the desktop app and the
 * link inspector) into the designer, the product and the parameters, with every problem explained.
 */
import {
  CONFIGURATOR_KINDS,
  CONFIGURATORS,
  type Configurator,
  type ConfiguratorKind,
  configuratorFromPath,
} from './configurators';
import {
  checkDesignerParams,
  type DesignerParamError,
  type DesignerParamKey,
  type DesignerParams,
  type DesignerProblem,
  designerParamsSchema,
  isDesignerParamKey,
  LIST_PARAM_KEYS,
  OBJECT_PARAM_KEYS,
  quoteValue,
} from './designer-params';
import { inferProductType, type ProductType } from './products';

export { buildDesignerUrl } from './designer-link';

export interface ParsedDesignerUrl {
  /** undefined when the path is not a designer route. */
  configurator: ConfiguratorKind | undefined;
  /** The product the designer will design: the valid productType, else the designer's own product. */
  productType: ProductType | undefined;
  /** What SPEC 3's field inference says, for showing next to productType in the link inspector. */
  inferredProductType: ProductType | undefined;
  /** Only the parameters that passed every rule; a rejected one is absent and explained in errors. */
  params: DesignerParams;
  errors: DesignerParamError[];
}

/** Lets relative links ("/configurator-card/?…") parse; never shown, since only path and query are read. */
const BASE = 'https://designer.invalid';

const ALL_PATHS = CONFIGURATOR_KINDS.map((kind) => CONFIGURATORS[kind].path).join(', ');

function readUrl(input: unknown): URL | string {
  if (input instanceof URL) return input;
  if (typeof input !== 'string') return 'The link is missing or is not text.';
  const trimmed = input.trim();
  if (trimmed === '') return 'The link is empty.';
  try {
    const url = new URL(trimmed, BASE);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      return `The link ${quoteValue(trimmed)} is not a web address (it uses ${url.protocol}).`;
    }
    return url;
  } catch {
    return `The link ${quoteValue(trimmed)} is not a valid address.`;
  }
}

type RawParams = Record<string, string | string[] | Record<string, string>>;

const isListKey = (key: string): boolean => (LIST_PARAM_KEYS as readonly string[]).includes(key);
const objectSubKeys = (key: string): readonly string[] | undefined =>
  key in OBJECT_PARAM_KEYS ? OBJECT_PARAM_KEYS[key as keyof typeof OBJECT_PARAM_KEYS] : undefined;

/**
 * Sorts the query into designer parameters. Names starting with "_" are the shop's own (SPEC 2
 * keeps them on links) and are passed over; empty values count as not given. The first of repeated
 * values is used, as a designer reading one value would.
 */
function collect(search: URLSearchParams, errors: DesignerParamError[]): RawParams {
  const raw: RawParams = {};
  const reported = new Set<string>();
  const reportOnce = (param: string, message: string, problem: DesignerProblem = 'spelling') => {
    if (reported.has(`${param}\n${message}`)) return;
    reported.add(`${param}\n${message}`);
    errors.push({ param, message, problem });
  };

  for (const [name, value] of search) {
    if (name.startsWith('_')) continue;
    const list = /^(.+)\[\]$/.exec(name);
    const nested = list ? null : /^([^[\]]+)\[([^[\]]+)\]$/.exec(name);
    const key = list?.[1] ?? nested?.[1] ?? name;

    if (name === '') {
      reportOnce(
        '(no name)',
        `A value without a parameter name (=${quoteValue(value)}) is ignored.`,
        'unknownParam',
      );
      continue;
    }
    if (!isDesignerParamKey(key)) {
      reportOnce(name, `${quoteValue(name)} is not a designer parameter; it is ignored.`, 'unknownParam');
      continue;
    }
    if (value === '') continue;

    if (isListKey(key)) {
      if (nested) {
        reportOnce(name, `${key} is a list; write it as ${key}[]=…, not ${name}.`);
        continue;
      }
      const current = raw[key];
      raw[key] = Array.isArray(current) ? [...current, value] : [value];
      continue;
    }

    const subKeys = objectSubKeys(key);
    if (subKeys) {
      const sub = nested?.[2];
      if (sub === undefined || !subKeys.includes(sub)) {
        reportOnce(name, `${key} takes ${subKeys.map((s) => `${key}[${s}]`).join(' and ')}, not ${name}.`);
        continue;
      }
      const current = raw[key];
      const object = current && typeof current === 'object' && !Array.isArray(current) ? current : {};
      if (sub in object) {
        reportOnce(
          name,
          `${name} is given more than once; the first value ${quoteValue(object[sub] ?? '')} is used.`,
        );
        continue;
      }
      raw[key] = { ...object, [sub]: value };
      continue;
    }

    if (list || nested) {
      reportOnce(name, `${key} takes a single value, not ${name}; the first value is used.`);
    }
    const current = raw[key];
    if (typeof current === 'string') {
      reportOnce(key, `${key} is given more than once; the first value ${quoteValue(current)} is used.`);
      continue;
    }
    raw[key] = value;
  }
  return raw;
}

/** Names a zod issue by the link's spelling of the parameter. */
function paramName(key: string, path: readonly PropertyKey[]): string {
  const sub = path[0];
  return objectSubKeys(key) && typeof sub === 'string' ? `${key}[${sub}]` : key;
}

function validate(raw: RawParams, errors: DesignerParamError[]): DesignerParams {
  const shape = designerParamsSchema.shape;
  const accepted: RawParams = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!isDesignerParamKey(key)) continue;
    const result = shape[key].safeParse(value);
    if (result.success) accepted[key] = value;
    else
      for (const issue of result.error.issues)
        errors.push({ param: paramName(key, issue.path), message: issue.message, problem: 'invalidValue' });
  }
  const parsed = designerParamsSchema.safeParse(accepted);
  // Each field passed alone and none depends on another, so this cannot fail; if it ever does, say so.
  if (!parsed.success) {
    errors.push({
      param: 'url',
      message: `The parameters could not be read together: ${parsed.error.message}`,
      problem: 'conflict',
    });
    return {};
  }
  return parsed.data;
}

function resolveProductType(
  configurator: Configurator | undefined,
  params: DesignerParams,
  errors: DesignerParamError[],
): ProductType | undefined {
  const explicit = params.productType;
  if (!configurator) return explicit ?? inferProductType(params);
  if (explicit === undefined) return configurator.productTypes[0];
  if (configurator.productTypes.includes(explicit)) return explicit;
  errors.push({
    param: 'productType',
    message: `productType "${explicit}" is not designed in ${configurator.path}, which designs ${configurator.productTypes.join(' and ')}.`,
    problem: 'conflict',
  });
  return configurator.productTypes[0];
}

/**
 * Reads any input without throwing: a non-designer path still has its parameters read and its
 * product inferred, so the inspector can show as much as the link says.
 */
export function parseDesignerUrl(input: unknown): ParsedDesignerUrl {
  const url = readUrl(input);
  if (typeof url === 'string') {
    return {
      configurator: undefined,
      productType: undefined,
      inferredProductType: undefined,
      params: {},
      errors: [{ param: 'url', message: url, problem: 'link' }],
    };
  }

  const errors: DesignerParamError[] = [];
  const configurator = configuratorFromPath(url.pathname);
  if (!configurator) {
    errors.push({
      param: 'url',
      message: `The path ${quoteValue(url.pathname)} is not a designer; expected one of ${ALL_PATHS}.`,
      problem: 'notDesigner',
    });
  }

  const params = validate(collect(url.searchParams, errors), errors);
  const productType = resolveProductType(configurator, params, errors);
  if (params.productType !== undefined && productType !== params.productType) delete params.productType;

  const crossErrors = checkDesignerParams(params, { configurator: configurator?.kind, productType });
  for (const error of crossErrors) delete params[error.param satisfies DesignerParamKey];
  errors.push(...crossErrors.map((error) => ({ ...error, problem: 'conflict' as const })));

  return {
    configurator: configurator?.kind,
    productType,
    inferredProductType: inferProductType(params),
    params,
    errors,
  };
}
