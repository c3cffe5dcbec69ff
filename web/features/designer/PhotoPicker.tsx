/**
 * Choosing photos: a file input and a drop zone. Type and size are checked here before anything
 * is sent; the server checks again (sniffing, pixels) and its translated refusal is shown as is.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DesignUpload } from '../../../shared/contracts/basket';
import { useShop } from '../../app/shop-context';
import { uploadPhoto } from './api';
import { DESIGN_UPLOAD_MAX_BYTES, DESIGN_UPLOAD_TYPES, fileProblem } from './design';

export interface PhotoPickerProps {
  multiple?: boolean;
  onUploaded: (uploads: DesignUpload[]) => void;
  /** Shown on the button; the default says "choose a photo". */
  label?: string;
}

export function PhotoPicker({ multiple = false, onUploaded, label }: PhotoPickerProps) {
  const { t } = useTranslation();
  const shop = useShop();
  const id = useId();
  const [busy, setBusy] = useState<{ done: number; total: number; share: number } | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [over, setOver] = useState(false);

  const take = async (list: FileList | File[] | null) => {
    const files = [...(list ?? [])];
    if (files.length === 0) return;
    const chosen = multiple ? files : files.slice(0, 1);
    const problems: string[] = [];
    const good: File[] = [];
    for (const file of chosen) {
      const problem = fileProblem(file);
      if (problem) {
        problems.push(
          t(`designer.upload.${problem}`, {
            name: file.name,
            megabytes: Math.round(DESIGN_UPLOAD_MAX_BYTES / 1024 / 1024),
          }),
        );
      } else good.push(file);
    }
    setErrors(problems);
    if (good.length === 0) return;
    const uploads: DesignUpload[] = [];
    for (const [index, file] of good.entries()) {
      setBusy({ done: index, total: good.length, share: 0 });
      const outcome = await uploadPhoto(shop, file, (share) =>
        setBusy({ done: index, total: good.length, share }),
      );
      if (outcome.ok) uploads.push(outcome.body.upload);
      else
        problems.push(
          `${file.name}: ${outcome.message ?? t(outcome.status === 0 ? 'designer.offline' : 'designer.upload.failed')}`,
        );
    }
    setBusy(null);
    setErrors([...problems]);
    if (uploads.length > 0) onUploaded(uploads);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the drop zone only takes dragged files; the file input inside is the keyboard's way
    <div
      className={over ? 'designer-drop designer-drop--over' : 'designer-drop'}
      data-testid="designer-drop"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        void take(event.dataTransfer.files);
      }}
    >
      <p className="designer-drop__hint">
        {t(multiple ? 'designer.upload.dropMany' : 'designer.upload.drop')}
      </p>
      <label htmlFor={id} className="button button--primary designer-drop__button">
        {label ?? t(multiple ? 'designer.upload.chooseMany' : 'designer.upload.choose')}
      </label>
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept={DESIGN_UPLOAD_TYPES.join(',')}
        multiple={multiple}
        disabled={busy !== null}
        data-testid="designer-file"
        onChange={(event) => {
          const input = event.currentTarget;
          void take(input.files ? [...input.files] : null).finally(() => {
            input.value = '';
          });
        }}
      />
      <p className="designer-drop__accepts">
        {t('designer.upload.accepts', { megabytes: Math.round(DESIGN_UPLOAD_MAX_BYTES / 1024 / 1024) })}
      </p>
      <div aria-live="polite">
        {busy ? (
          <p role="status" data-testid="designer-uploading">
            {t('designer.upload.progress', {
              current: busy.done + 1,
              total: busy.total,
              percent: Math.round(busy.share * 100),
            })}
          </p>
        ) : null}
        {errors.length > 0 ? (
          <ul className="designer-error" role="alert" data-testid="designer-upload-error">
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
