/** SPEC 4 dialog manager: mount <DialogHost components={...} /> once inside the router. */

export {
  type DialogComponents,
  type DialogController,
  DialogHost,
  type DialogHostProps,
  type Dialogs,
  DialogTitle,
  useDialog,
  useDialogs,
} from './DialogHost';
export {
  type ActiveDialog,
  DIALOG_KINDS,
  type DialogKind,
  type DialogPropsMap,
  type DialogState,
  dialogStateAtom,
  isDialogKind,
  type OpenOptions,
  reduceDialogs,
} from './dialog-store';
export { nextFocusIndex, trapTab } from './focus';
