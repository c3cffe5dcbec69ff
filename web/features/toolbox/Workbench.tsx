/**
 * The toolbox on a page: a drop zone, the tool's settings, progress while uploading and
 * processing, then a preview and the download (or, for the advisor, how large the photo prints
 * sharply). Loaded as its own chunk (an island): pages without a toolbox never fetch it.
 */
import { type DragEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WORKBENCH_TOOLS } from '../../../shared/content/story-types';
import { useShop } from '../../app/shop-context';
import { Icon } from '../../ui/icons/Icon';
import { formatBytes, formatName } from './format-bytes';
import { PrintAdvice } from './PrintAdvice';
import {
  ENDPOINTS,
  type PrintAdviceAnswer,
  type ToolboxFormats,
  type ToolboxTool,
  type ToolResultAnswer,
  upload,
} from './upload';
import './toolbox.css';

type Phase =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'processing' }
  | { kind: 'done'; result: ToolResultAnswer }
  | { kind: 'advised'; advice: PrintAdviceAnswer }
  | { kind: 'failed'; message: string };

/** What the page shows before /web-api/toolbox-formats answered (the server's defaults). */
const ASSUMED: ToolboxFormats = {
  reads: ['jpeg', 'png', 'webp', 'tiff', 'gif', 'avif'],
  writes: ['jpeg', 'png', 'webp', 'tiff', 'avif'],
  heic: { read: false, write: false },
  limits: { maxFileBytes: 30 * 1024 * 1024, maxFiles: 20, maxPixels: 100_000_000, keepMinutes: 15 },
};

/** The workbench of a tool named in content; an unknown name renders nothing. */
export function Workbench({ tool }: { tool: string }) {
  return isWorkbenchTool(tool) ? <ToolWorkbench tool={tool} /> : null;
}

function isWorkbenchTool(value: string): value is ToolboxTool {
  return (WORKBENCH_TOOLS as readonly string[]).includes(value);
}

function ToolWorkbench({ tool }: { tool: ToolboxTool }) {
  const { t } = useTranslation();
  const shop = useShop();
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const [formats, setFormats] = useState<ToolboxFormats>(ASSUMED);
  const [files, setFiles] = useState<File[]>([]);
  const [dragging, setDragging] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [target, setTarget] = useState('jpeg');
  const [quality, setQuality] = useState('85');
  const [maxSide, setMaxSide] = useState('');
  const [maxKb, setMaxKb] = useState('');
  const [page, setPage] = useState(shop.market === 'en-US' ? 'letter' : 'a4');
  const many = tool === 'convert-pdf';
  const busy = phase.kind === 'uploading' || phase.kind === 'processing';

  useEffect(() => {
    const controller = new AbortController();
    fetch('/web-api/toolbox-formats', { signal: controller.signal })
      .then((r) => (r.ok ? (r.json() as Promise<ToolboxFormats>) : undefined))
      .then((found) => found && setFormats(found))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  const choose = (list: FileList | null) => {
    if (!list || list.length === 0) return;
    const chosen = [...list].slice(0, many ? formats.limits.maxFiles : 1);
    setFiles(chosen);
    setPhase({ kind: 'idle' });
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) choose(event.dataTransfer.files);
  };

  const fields = (): Record<string, string> => {
    switch (tool) {
      case 'convert-file':
        return { format: target, quality };
      case 'optimize-image':
        return {
          format: target === 'tiff' ? 'jpeg' : target,
          quality,
          ...(maxSide ? { maxSide } : {}),
          ...(maxKb ? { maxKb } : {}),
        };
      case 'convert-pdf':
        return { page };
      case 'print-advice':
        return {};
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (files.length === 0 || busy) return;
    setPhase({ kind: 'uploading', percent: 0 });
    const outcome = await upload<ToolResultAnswer & PrintAdviceAnswer>({
      url: ENDPOINTS[tool],
      files,
      fields: fields(),
      headers: { 'X-Channel': shop.channel, 'X-Locale': shop.market },
      onProgress: (share) =>
        setPhase(
          share >= 1 ? { kind: 'processing' } : { kind: 'uploading', percent: Math.round(share * 100) },
        ),
    });
    if (!outcome.ok) {
      setPhase({ kind: 'failed', message: outcome.error?.message ?? t('toolbox.ui.failed') });
      return;
    }
    setPhase(
      tool === 'print-advice'
        ? { kind: 'advised', advice: outcome.body }
        : { kind: 'done', result: outcome.body },
    );
  };

  const reset = () => {
    setFiles([]);
    setPhase({ kind: 'idle' });
    if (input.current) input.current.value = '';
  };

  const accepts = t('toolbox.ui.accepts', {
    formats: formats.reads.map(formatName).join(', '),
    megabytes: Math.round(formats.limits.maxFileBytes / (1024 * 1024)),
  });
  const writable =
    tool === 'optimize-image'
      ? formats.writes.filter((f) => ['jpeg', 'webp', 'png', 'avif'].includes(f))
      : formats.writes;

  return (
    <section className="workbench" data-tool={tool}>
      <form className="workbench__form" onSubmit={onSubmit}>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop target; the file input inside is the accessible control */}
        <div
          className="workbench__drop"
          data-dragging={dragging || undefined}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <Icon name="image" size={40} />
          <p className="workbench__drop-title">{t(many ? 'toolbox.ui.dropMany' : 'toolbox.ui.drop')}</p>
          <label className="button workbench__choose">
            {t(many ? 'toolbox.ui.chooseMany' : 'toolbox.ui.choose')}
            <input
              ref={input}
              className="visually-hidden"
              type="file"
              name="file"
              accept="image/*,.heic,.heif,.avif,.tif,.tiff"
              multiple={many}
              disabled={busy}
              onChange={(event) => choose(event.currentTarget.files)}
              data-testid="toolbox-file"
            />
          </label>
          <p className="workbench__accepts">{accepts}</p>
          {formats.heic.read ? null : <p className="workbench__note">{t('toolbox.ui.heicMissing')}</p>}
          {files.length > 0 ? (
            <ul className="workbench__files" aria-label={t('toolbox.ui.selected', { count: files.length })}>
              {files.map((file) => (
                <li key={`${file.name}-${file.size}-${file.lastModified}`}>
                  {file.name} <span>({formatBytes(file.size, shop.market)})</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        {tool === 'convert-file' || tool === 'optimize-image' ? (
          <div className="workbench__options">
            <label htmlFor={`${ids}-format`}>{t('toolbox.ui.format')}</label>
            <select id={`${ids}-format`} value={target} onChange={(e) => setTarget(e.currentTarget.value)}>
              {writable.map((f) => (
                <option key={f} value={f}>
                  {formatName(f)}
                </option>
              ))}
            </select>
            <label htmlFor={`${ids}-quality`}>{t('toolbox.ui.quality')}</label>
            <input
              id={`${ids}-quality`}
              type="number"
              min={1}
              max={100}
              value={quality}
              onChange={(e) => setQuality(e.currentTarget.value)}
            />
            {tool === 'optimize-image' ? (
              <>
                <label htmlFor={`${ids}-side`}>{t('toolbox.ui.maxSide')}</label>
                <input
                  id={`${ids}-side`}
                  type="number"
                  min={16}
                  max={20000}
                  value={maxSide}
                  onChange={(e) => setMaxSide(e.currentTarget.value)}
                />
                <label htmlFor={`${ids}-kb`}>{t('toolbox.ui.maxKb')}</label>
                <input
                  id={`${ids}-kb`}
                  type="number"
                  min={10}
                  max={100000}
                  value={maxKb}
                  onChange={(e) => setMaxKb(e.currentTarget.value)}
                />
              </>
            ) : null}
          </div>
        ) : null}
        {tool === 'convert-pdf' ? (
          <div className="workbench__options">
            <label htmlFor={`${ids}-page`}>{t('toolbox.ui.page')}</label>
            <select id={`${ids}-page`} value={page} onChange={(e) => setPage(e.currentTarget.value)}>
              <option value="a4">{t('toolbox.ui.a4')}</option>
              <option value="letter">{t('toolbox.ui.letter')}</option>
            </select>
          </div>
        ) : null}

        <button type="submit" className="button button--primary" disabled={files.length === 0 || busy}>
          {t(`toolbox.ui.start.${tool}`)}
        </button>
      </form>

      <div className="workbench__status" role="status" aria-live="polite">
        {phase.kind === 'uploading' ? (
          <>
            <progress max={100} value={phase.percent} />
            <span>{t('toolbox.ui.uploading', { percent: phase.percent })}</span>
          </>
        ) : null}
        {phase.kind === 'processing' ? (
          <>
            <progress />
            <span>{t('toolbox.ui.processing')}</span>
          </>
        ) : null}
        {phase.kind === 'failed' ? (
          <p className="workbench__error" role="alert">
            {phase.message}
          </p>
        ) : null}
      </div>

      {phase.kind === 'done' ? (
        <ToolResult
          result={phase.result}
          market={shop.market}
          keepMinutes={formats.limits.keepMinutes}
          onAgain={reset}
        />
      ) : null}
      {phase.kind === 'advised' ? <PrintAdvice advice={phase.advice} /> : null}
    </section>
  );
}

function ToolResult({
  result,
  market,
  keepMinutes,
  onAgain,
}: {
  result: ToolResultAnswer;
  market: string;
  keepMinutes: number;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="workbench__result" data-testid="toolbox-result">
      <figure className="workbench__preview">
        <img src={result.preview} alt={t('toolbox.ui.preview')} loading="eager" decoding="async" />
      </figure>
      <div className="workbench__facts">
        <p className="workbench__done">{t('toolbox.ui.done', { name: result.filename })}</p>
        <p>
          {result.originalBytes
            ? t('toolbox.ui.size', {
                before: formatBytes(result.originalBytes, market),
                after: formatBytes(result.bytes, market),
              })
            : formatBytes(result.bytes, market)}
          {result.width && result.height ? ` · ${result.width} × ${result.height} px` : ''}
          {result.pages ? ` · ${t('toolbox.ui.pages', { count: result.pages })}` : ''}
        </p>
        <p className="workbench__kept">{t('toolbox.ui.keptFor', { minutes: keepMinutes })}</p>
        <div className="workbench__actions">
          <a className="button button--primary" href={result.download} download={result.filename}>
            {t('toolbox.ui.download')}
          </a>
          <button type="button" className="button" onClick={onAgain}>
            {t('toolbox.ui.again')}
          </button>
        </div>
      </div>
    </div>
  );
}
