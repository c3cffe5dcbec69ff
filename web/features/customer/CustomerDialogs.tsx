import { DialogHost } from '../dialogs/DialogHost';
import { customerDialogComponents } from './dialogs';

/** The layout's dialog host with the customer dialogs (log-in, sign-up, password reset and confirm). */
export function CustomerDialogs() {
  return <DialogHost components={customerDialogComponents} />;
}
