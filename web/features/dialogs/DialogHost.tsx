import { useAtomValue, useSetAtom } from 'jotai';
import {
  type ComponentType,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
} from 'react';
import { useTranslation } from 'react-i18next';
import { pushDialogEntry } from './back-button';
import { activeDialogAtom, type DialogKind, type DialogPropsMap, dispatchDialogAtom } from './dialog-store';
import { initialFocus, trapTab } from './focus';
import './dialogs.css';
import { useScrollLock } from '../../ui/use-scroll-lock';

/** The component that renders a kind; it gets the props the dialog was opened with. */
export type DialogComponents = { [K in DialogKind]?: ComponentType<DialogPropsMap[K]> };

export interface DialogController {
  id: number;
  kind: DialogKind;
  /** The id the dialog's title must carry (DialogTitle does it). */
  titleId: string;
  /** Closes this dialog (not one that replaced it); refused while blocking unless forced. */
  close(options?: { force?: boolean }): boolean;
  /** While blocking, Escape, the backdrop and other dialogs (unless forced) cannot close it. */
  setBlocking(blocking: boolean): void;
}

const DialogContext = createContext<DialogController | null>(null);

/** The controller of the dialog a component is rendered in. */
export function useDialog(): DialogController {
  const controller = useContext(DialogContext);
  if (!controller) throw new Error('useDialog outside a dialog of the DialogHost');
  return controller;
}

export { type Dialogs, useDialogs } from './use-dialogs';

export function DialogTitle({ children, className }: { children: ReactNode; className?: string }) {
  const { titleId } = useDialog();
  return (
    <h2 id={titleId} className={className ?? 'dialog__title'}>
      {children}
    </h2>
  );
}

/**
 * A lazy dialog's content arrives after the panel got focus: once it is there, focus moves on to
 * the element the content wants first (unless the shopper already moved it).
 */
function FocusWhenMounted({ panel }: { panel: { current: HTMLDivElement | null } }) {
  useEffect(() => {
    const node = panel.current;
    if (node && document.activeElement === node) initialFocus(node).focus();
  }, [panel]);
  return null;
}

export interface DialogHostProps {
  components: DialogComponents;
  /** Told when a kind without a component is opened. */
  onMissing?: (kind: DialogKind) => void;
}

/**
 * Renders the active dialog: modal (aria-modal, labelled by its title), focus moved in and kept
 * in (Tab wraps, focus that escapes is brought back), restored to the opener on close, Escape
 * and a press on the backdrop close it unless it blocks. Mount once, inside the router.
 */
export function DialogHost({ components, onMissing }: DialogHostProps) {
  const { t } = useTranslation();
  const active = useAtomValue(activeDialogAtom);
  const dispatch = useSetAtom(dispatchDialogAtom);
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const id = active?.id;
  const kind = active?.kind;
  const Component = kind
    ? (components[kind] as ComponentType<Record<string, unknown>> | undefined)
    : undefined;
  const blocking = active?.blocking === true;

  useScrollLock(active !== null && Component !== undefined, 'dialogOpen');

  useEffect(() => {
    if (kind && !Component) {
      onMissing?.(kind);
      dispatch({ type: 'close', force: true });
    }
  }, [kind, Component, onMissing, dispatch]);

  // Remember what had focus before the first dialog of a chain; give it back when the last closes.
  const isOpen = id !== undefined;
  useEffect(() => {
    if (!isOpen) return;
    const previous = document.activeElement;
    opener.current = previous instanceof HTMLElement && previous !== document.body ? previous : null;
    return () => {
      const target = opener.current;
      if (target?.isConnected) target.focus();
    };
  }, [isOpen]);

  // The back button closes the dialog (one history entry for a chain of dialogs).
  const latest = useRef({ id, dispatch });
  latest.current = { id, dispatch };
  useEffect(() => {
    if (!isOpen) return;
    const entry = pushDialogEntry(() => latest.current.dispatch({ type: 'close', id: latest.current.id }));
    return () => entry.release();
  }, [isOpen]);

  useEffect(() => {
    if (id === undefined) return;
    const node = panel.current;
    if (!node) return;
    initialFocus(node).focus();
    const keepFocus = (event: FocusEvent) => {
      if (event.target instanceof Node && !node.contains(event.target)) initialFocus(node).focus();
    };
    document.addEventListener('focusin', keepFocus);
    return () => document.removeEventListener('focusin', keepFocus);
  }, [id]);

  useEffect(() => {
    if (id === undefined) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      dispatch({ type: 'close', id });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [id, dispatch]);

  const controller = useMemo<DialogController | null>(
    () =>
      id === undefined || !kind
        ? null
        : {
            id,
            kind,
            titleId,
            close: (options) => dispatch({ type: 'close', id, ...(options?.force ? { force: true } : {}) }),
            setBlocking: (value) => {
              dispatch({ type: 'block', id, blocking: value });
            },
          },
    [id, kind, titleId, dispatch],
  );

  if (!active || !Component || !controller) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (
      event.key === 'Tab' &&
      panel.current &&
      trapTab(panel.current, event.shiftKey, document.activeElement)
    ) {
      event.preventDefault();
    }
  };

  return (
    // A press on the dimmed page closes the dialog (unless it blocks); keyboard users have Escape.
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is a pointer convenience only
    <div
      className="dialog-backdrop"
      data-testid="dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) controller.close();
      }}
    >
      <div
        ref={panel}
        className={`dialog dialog--${active.kind}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={blocking || undefined}
        data-dialog={active.kind}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <button
          type="button"
          className="dialog__close"
          aria-label={t('dialogs.close')}
          disabled={blocking}
          onClick={() => controller.close()}
        >
          <span aria-hidden="true">×</span>
        </button>
        <DialogContext.Provider value={controller}>
          {/* Product dialogs bring their code only when opened (their components are lazy). */}
          <Suspense
            fallback={
              // The dialog stays named while its content loads.
              <DialogTitle>
                <span className="dialog__loading" role="status">
                  {t('dialogs.loading')}
                </span>
              </DialogTitle>
            }
          >
            <Component key={active.id} {...(active.props as Record<string, unknown>)} />
            <FocusWhenMounted panel={panel} />
          </Suspense>
        </DialogContext.Provider>
      </div>
    </div>
  );
}
