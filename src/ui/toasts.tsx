// The one place react-toastify is used: the container and the notify functions everyone calls.
import { ToastContainer, toast } from 'react-toastify';

export const TOAST_AUTO_CLOSE_MS = 6000 as const;

export const notify = {
  success(text: string): void {
    toast.success(text);
  },
  error(text: string): void {
    toast.error(text);
  },
} as const;

export function Toasts() {
  return (
    <ToastContainer
      position="bottom-center"
      autoClose={TOAST_AUTO_CLOSE_MS}
      newestOnTop
      closeOnClick
      // Spec §9: toasts close after 6000 ms; a front-desk tablet often has no focused window, and a
      // paused toast would stay over the page indefinitely.
      pauseOnFocusLoss={false}
      theme="light"
    />
  );
}
