export {
  type Toast,
  type ToastColour,
  type ToastInput,
  type ToastType,
  toast,
  toastDurations,
  toastTypes,
} from './toast-store.ts';
export { Toaster } from './toaster.tsx';
